/**
 * One e-mail rule for every form, free of zod so the footer newsletter (on every page) can use
 * it without pulling a schema library into the first load. Deliberately plain ASCII: a local
 * part, an @, a domain with a dot and a letters-only top-level domain; at most 254 characters.
 */
const emailPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/

export const isEmail = (value: string) => value.length <= 254 && emailPattern.test(value)
