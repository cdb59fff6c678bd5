import { msg } from '@lingui/core/macro'
import * as z from 'zod/mini'
import { formMessages } from '../../components/forms/form-messages'
import { email, firstName, lastName, requiredText } from '../../components/forms/zod-fields'

// Issue messages are catalogue ids; the form translates them where they are shown.
const accountMessages = {
  passwordRequired: msg({ id: 'account.error.passwordRequired', message: 'Ange lösenord' }),
  passwordBlank: msg({
    id: 'account.error.passwordBlank',
    message:
      'Lösenordet får inte bara bestå av mellanslag – använd även bokstäver, siffror eller tecken',
  }),
  passwordTooShort: msg({
    id: 'account.error.passwordTooShort',
    message: 'Lösenordet måste vara minst 12 tecken långt',
  }),
  passwordTooLong: msg({
    id: 'account.error.passwordTooLong',
    message: 'Lösenordet får vara högst 128 tecken långt',
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

const companySizes = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const

const PASSWORD_MIN = 12

const m = accountMessages
const notBlank = (v: string) => v.length === 0 || v.trim().length > 0

export const loginSchema = z.object({
  email,
  // An existing password is checked only for presence; length rules belong to registration.
  password: z
    .string()
    .check(
      z.minLength(1, m.passwordRequired.id),
      z.refine(notBlank, m.passwordBlank.id),
      z.maxLength(128, m.passwordTooLong.id),
    ),
  remember: z.boolean(),
})

/** Digits, spaces, hyphens, brackets and one leading +; 6–15 digits in all (E.164 allows 15). */
const isPhone = (v: string) => {
  if (!/^\+?[0-9 ()-]+$/.test(v)) return false
  const digits = v.replace(/\D/g, '').length
  return digits >= 6 && digits <= 15
}

export const registerSchema = z
  .object({
    firstName,
    lastName,
    email,
    phone: z.string().check(
      z.trim(),
      z.refine((v) => v.length === 0 || isPhone(v), m.phoneInvalid.id),
    ),
    company: requiredText(m.companyRequired.id, formMessages.companyTooLong.id, 200),
    companySize: z
      .string()
      .check(
        z.refine(
          (v) => v === '' || (companySizes as readonly string[]).includes(v),
          m.companySizeInvalid.id,
        ),
      ),
    password: z.string().check(
      z.minLength(1, m.passwordRequired.id),
      z.refine(notBlank, m.passwordBlank.id),
      z.refine((v) => v.length === 0 || v.length >= PASSWORD_MIN, m.passwordTooShort.id),
      z.maxLength(128, m.passwordTooLong.id),
    ),
    confirmPassword: z.string().check(z.minLength(1, m.confirmRequired.id)),
    terms: z.boolean().check(z.refine((v) => v, m.termsRequired.id)),
  })
  .check(
    z.refine((v) => v.confirmPassword === '' || v.password === v.confirmPassword, {
      message: m.passwordMismatch.id,
      path: ['confirmPassword'],
      // Run even while other fields are still wrong, so the mismatch shows at once.
      when: (payload) => {
        const v = payload.value as { password?: unknown; confirmPassword?: unknown }
        return typeof v.password === 'string' && typeof v.confirmPassword === 'string'
      },
    }),
  )

export type LoginValues = z.infer<typeof loginSchema>
export type RegisterValues = z.infer<typeof registerSchema>
