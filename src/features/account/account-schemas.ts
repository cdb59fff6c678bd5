import { msg } from '@lingui/core/macro'
import { fieldChecks } from '../../components/forms/field-checks'
import { email } from '../../components/forms/field-rules'

// What both account forms check (the password field is theirs alone); the registration's own
// checks come with its page (register-schema.ts). Issue messages are catalogue ids; the form
// translates them where they are shown.
const accountMessages = {
  passwordRequired: msg({ id: 'account.error.passwordRequired', message: 'Ange lösenord' }),
  passwordBlank: msg({
    id: 'account.error.passwordBlank',
    message:
      'Lösenordet får inte bara bestå av mellanslag – använd även bokstäver, siffror eller tecken',
  }),
  passwordTooLong: msg({
    id: 'account.error.passwordTooLong',
    message: 'Lösenordet får vara högst 128 tecken långt',
  }),
}

const PASSWORD_MAX = 128

const m = accountMessages

export interface LoginValues {
  email: string
  password: string
  remember: boolean
}

/** Present, not only spaces, not too long: what an existing password is checked for. */
export const password = (v: string) =>
  v.length === 0
    ? m.passwordRequired.id
    : v.trim().length === 0
      ? m.passwordBlank.id
      : v.length > PASSWORD_MAX
        ? m.passwordTooLong.id
        : undefined

export const loginSchema = fieldChecks<LoginValues>({ email, password })
