import { msg } from '@lingui/core/macro'
import * as z from 'zod/mini'
import { formMessages } from '../../components/forms/form-messages'
import {
  email,
  firstName,
  lastName,
  optionalText,
  visibleText,
} from '../../components/forms/zod-fields'

const supportCategories = ['technical', 'billing', 'setup', 'integration', 'other'] as const

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

export const supportSchema = z.object({
  firstName,
  lastName,
  email,
  company: optionalText(formMessages.companyTooLong.id, 200),
  category: z
    .string()
    .check(
      z.refine((v) => (supportCategories as readonly string[]).includes(v), m.categoryRequired.id),
    ),
  // Length counts what a reader sees: ten zero-width spaces are not a message.
  message: z.string().check(
    z.overwrite((v) => (visibleText(v) === '' ? '' : v.trim())),
    z.minLength(1, m.messageRequired.id),
    z.refine((v) => v.length === 0 || visibleText(v).length >= MESSAGE_MIN, m.messageTooShort.id),
    z.maxLength(MESSAGE_MAX, m.messageTooLong.id),
  ),
})

export type SupportValues = z.infer<typeof supportSchema>
