import * as z from 'zod/mini'
import { isEmail } from './email'
import { formMessages } from './form-messages'

// Field rules shared by the account and support schemas. Issue messages are catalogue ids
// (translated where they are shown). zod/mini keeps the form pages' chunk small.

/**
 * Characters that show nothing: white space, format characters (\p{Cf}: zero-width space and
 * joiners U+200B–U+200D, word joiner U+2060, BOM U+FEFF, soft hyphen…), the combining grapheme
 * joiner and the blank letters Hangul fillers, Khmer inherent vowels and the braille blank.
 */
const invisible = /\u034F|\u17B4|\u17B5|[\s\p{Cf}\u115F\u1160\u2800\u3164\uFFA0]/gu

/** The text without invisible characters: what a reader of the field actually sees. */
export const visibleText = (value: string) => value.replace(invisible, '')

/** Trimmed, and empty when nothing visible is left (so "\u200B\u200B" is an empty name). */
const tidy = z.overwrite((v: string) => (visibleText(v) === '' ? '' : v.trim()))

/** Required text: empty, spaces only or invisible characters only count as missing. */
export const requiredText = (required: string, tooLong: string, max: number) =>
  z.string().check(tidy, z.minLength(1, required), z.maxLength(max, tooLong))

export const optionalText = (tooLong: string, max: number) =>
  z.string().check(tidy, z.maxLength(max, tooLong))

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
