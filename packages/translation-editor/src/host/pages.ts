// From the host app (see languages.ts): its pages (which namespace each loads, their labels) and
// their public URLs, for "used on these pages" and the in-context panel's links.
export { pagePaths, pages, type PagePath } from '../../../../src/i18n/pages'
export { publicPath } from '../../../../src/i18n/slugs'
