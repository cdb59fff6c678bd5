import { formMessages } from './form-messages'

// Field rules the site's forms share (field-checks.ts runs them). Each returns the catalogue id of
// its message, translated where it is shown, or nothing.

/**
 * Characters that show nothing: white space, format characters (\p{Cf}: zero-width space and
 * joiners U+200B–U+200D, word joiner U+2060, BOM U+FEFF, soft hyphen…), the combining grapheme
 * joiner and the blank letters Hangul fillers, Khmer inherent vowels and the braille blank.
 */
const invisible = /\u034F|\u17B4|\u17B5|[\s\p{Cf}\u115F\u1160\u2800\u3164\uFFA0]/gu

/** The text without invisible characters: what a reader of the field actually sees. */
export const visibleText = (value: string) => value.replace(invisible, '')

/** Trimmed, and empty when nothing visible is left (so "\u200B\u200B" is an empty name). */
export const tidy = (value: string) => (visibleText(value) === '' ? '' : value.trim())

/** Required text: empty, spaces only or invisible characters only count as missing. */
export const requiredText = (required: string, tooLong: string, max: number) => (raw: string) => {
  const text = tidy(raw)
  return text === '' ? required : text.length > max ? tooLong : undefined
}

export const optionalText = (tooLong: string, max: number) => (raw: string) =>
  tidy(raw).length > max ? tooLong : undefined

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

/**
 * Deliberately plain ASCII: a local part, an @, a domain with a dot and a letters-only top-level
 * domain; at most 254 characters.
 */
const emailPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/

/** One e-mail rule for every form; spaces around the address are ignored. */
export const email = (raw = '') => {
  const address = raw.trim()
  if (address === '') return formMessages.emailRequired.id
  return address.length <= 254 && emailPattern.test(address)
    ? undefined
    : formMessages.emailInvalid.id
}
