import { msg } from '@lingui/core/macro'

/**
 * Messages shared by every form (login, registration, support, newsletter). Schemas put the
 * message id into their issues; the field shows the translation, so one set of words serves
 * zod and the tiny newsletter validator alike.
 */
export const formMessages = {
  summaryTitle: msg({ id: 'common.form.errorSummary.title', message: 'Formuläret innehåller fel' }),
  titlePrefix: msg({ id: 'common.form.titlePrefix', message: 'Fel:' }),
  optional: msg({ id: 'common.form.optional', message: '(valfritt)' }),
  emailRequired: msg({ id: 'common.form.error.emailRequired', message: 'Ange e-postadress' }),
  emailInvalid: msg({
    id: 'common.form.error.emailInvalid',
    message: 'Ange en e-postadress i rätt format, till exempel namn@foretag.se',
  }),
  firstNameRequired: msg({
    id: 'common.form.error.firstNameRequired',
    message: 'Ange förnamn',
  }),
  lastNameRequired: msg({
    id: 'common.form.error.lastNameRequired',
    message: 'Ange efternamn',
  }),
  nameTooLong: msg({
    id: 'common.form.error.nameTooLong',
    message: 'Korta ned namnet till högst 100 tecken',
  }),
  companyTooLong: msg({
    id: 'common.form.error.companyTooLong',
    message: 'Korta ned företagsnamnet till högst 200 tecken',
  }),
}
