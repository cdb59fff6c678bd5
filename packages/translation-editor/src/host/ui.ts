// From the host app (see languages.ts): the parts of its interface the editor is made of (a page
// intro, a disclosure, toasts), styled with its tokens and recipes.
export { PageIntro } from '../../../../src/components/layout/page-intro'
export { Disclosure } from '../../../../src/components/ui/disclosure'
export { createToaster, Toaster } from '../../../../src/components/ui/toast'
