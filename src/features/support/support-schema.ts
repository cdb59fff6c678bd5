import { msg } from '@lingui/core/macro'
import { fieldChecks } from '../../components/forms/field-checks'
import {
  email,
  firstName,
  lastName,
  optionalText,
  tidy,
  visibleText,
} from '../../components/forms/field-rules'
import { formMessages } from '../../components/forms/form-messages'

const supportCategories = ['technical', 'billing', 'setup', 'integration', 'other']

const MESSAGE_MIN = 10
const MESSAGE_MAX = 5000

const supportMessages = {
  categoryRequired: msg({
    id: 'support.error.categoryRequired',
    message: 'Välj vad ärendet gäller',
  }),
  messageRequired: msg({ id: 'support.error.messageRequired', message: 'Skriv ett meddelande' }),
  messageTooShort: msg({
    id: 'support.error.messageTooShort',
    message: 'Meddelandet måste vara minst 10 tecken – beskriv gärna vad som hänt',
  }),
  messageTooLong: msg({
    id: 'support.error.messageTooLong',
    message: 'Korta ned meddelandet till högst 5 000 tecken',
  }),
}

const m = supportMessages

export interface SupportValues {
  firstName: string
  lastName: string
  email: string
  company: string
  category: string
  message: string
}

export const supportSchema = fieldChecks<SupportValues>({
  firstName,
  lastName,
  email,
  company: optionalText(formMessages.companyTooLong.id, 200),
  category: (v) => (supportCategories.includes(v) ? undefined : m.categoryRequired.id),
  // Length counts what a reader sees: ten zero-width spaces are not a message.
  message: (raw) => {
    const text = tidy(raw)
    if (text === '') return m.messageRequired.id
    if (visibleText(text).length < MESSAGE_MIN) return m.messageTooShort.id
    return text.length > MESSAGE_MAX ? m.messageTooLong.id : undefined
  },
})
