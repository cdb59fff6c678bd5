import * as z from 'zod/mini'
import { isEmail } from './email'
import { formMessages } from './form-messages'

// Field rules shared by the account and support schemas. Issue messages are catalogue ids
// (translated where they are shown). zod/mini keeps the form pages' chunk small.

/** Required text: surrounding whitespace is ignored, so "   " counts as empty. */
export const requiredText = (required: string, tooLong: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong))

export const optionalText = (tooLong: string, max: number) =>
  z.string().check(z.trim(), z.maxLength(max, tooLong))

export const firstName = requiredText(
  formMessages.firstNameRequired.id,
  formMessages.nameTooLong.id,
  100,
)
export const lastName = requiredText(
  formMessages.lastNameRequired.id,
  formMessages.nameTooLong.id,
  100,
)

export const email = z.string().check(
  z.trim(),
  z.minLength(1, formMessages.emailRequired.id),
  z.refine((v) => v.length === 0 || isEmail(v), formMessages.emailInvalid.id),
)
