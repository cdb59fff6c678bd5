import { msg } from '@lingui/core/macro'
import { fieldChecks } from '../../components/forms/field-checks'
import { email, firstName, lastName, requiredText } from '../../components/forms/field-rules'
import { formMessages } from '../../components/forms/form-messages'
import { password } from './account-schemas'

// The registration's own checks, with its page: the login page never loads them.
const registerMessages = {
  passwordTooShort: msg({
    id: 'account.error.passwordTooShort',
    message: 'Lösenordet måste vara minst 12 tecken långt',
  }),
  confirmRequired: msg({
    id: 'account.error.confirmRequired',
    message: 'Skriv lösenordet en gång till',
  }),
  passwordMismatch: msg({
    id: 'account.error.passwordMismatch',
    message: 'Lösenorden matchar inte – skriv samma lösenord i båda fälten',
  }),
  companyRequired: msg({ id: 'account.error.companyRequired', message: 'Ange företagets namn' }),
  phoneInvalid: msg({
    id: 'account.error.phoneInvalid',
    message:
      'Ange telefonnumret med siffror, till exempel 070-123 45 67 eller +46 70 123 45 67, eller lämna fältet tomt',
  }),
  companySizeInvalid: msg({
    id: 'account.error.companySizeInvalid',
    message: 'Välj en av storlekarna i listan, eller ingen',
  }),
  termsRequired: msg({
    id: 'account.error.termsRequired',
    message: 'Kryssa i rutan för att godkänna användarvillkoren och integritetspolicyn',
  }),
}

const m = registerMessages

const companySizes = ['1-10', '11-50', '51-200', '201-1000', '1000+']

const PASSWORD_MIN = 12

export interface RegisterValues {
  firstName: string
  lastName: string
  email: string
  phone: string
  company: string
  companySize: string
  password: string
  confirmPassword: string
  terms: boolean
}

/** Digits, spaces, hyphens, brackets and one leading +; 6–15 digits in all (E.164 allows 15). */
const isPhone = (v: string) => {
  if (!/^\+?[0-9 ()-]+$/.test(v)) return false
  const digits = v.replace(/\D/g, '').length
  return digits >= 6 && digits <= 15
}

export const registerSchema = fieldChecks<RegisterValues>({
  firstName,
  lastName,
  email,
  phone: (v) => (v.trim() === '' || isPhone(v.trim()) ? undefined : m.phoneInvalid.id),
  company: requiredText(m.companyRequired.id, formMessages.companyTooLong.id, 200),
  companySize: (v) => (v === '' || companySizes.includes(v) ? undefined : m.companySizeInvalid.id),
  // Length rules belong to a new password only.
  password: (v) => password(v) ?? (v.length < PASSWORD_MIN ? m.passwordTooShort.id : undefined),
  // Checked even while other fields are still wrong, so the mismatch shows at once.
  confirmPassword: (v, values) =>
    v === '' ? m.confirmRequired.id : v !== values.password ? m.passwordMismatch.id : undefined,
  terms: (v) => (v === true ? undefined : m.termsRequired.id),
})
