// What the editor takes from its host app, in this folder only (eslint.config.js): the host is
// this workspace's site, and each of these is to become an option of the package or come from the
// app's own lingui.config. Here: the languages (the source language first) and their Intl tags.
export { intlLocale, isLocale, locales, type Locale } from '../../../../src/i18n/locales'
