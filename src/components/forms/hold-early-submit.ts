/**
 * A submit that comes before a form has hydrated (a quick visitor on a slow phone, or the footer
 * newsletter whose code arrives when the visitor turns to it) would make the browser reload the
 * page and drop what was typed. Held instead: the form is marked and SiteForm submits it as soon
 * as it has hydrated, with the values the visitor sees (issue 15). Without JavaScript this never
 * runs, and the browser's submit only reloads the page: nothing is sent (issue 13).
 *
 * Runs when imported, so it must be imported by a module of every page's entry (the footer's
 * newsletter form); it is a few lines, not worth a chunk of its own.
 */
export const pendingSubmitAttribute = 'data-pending-submit'
export const readyAttribute = 'data-ready'

if (typeof document !== 'undefined') {
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-site-form')) return
      if (form.hasAttribute(readyAttribute)) return
      event.preventDefault()
      // React listens on the same node (the app hydrates `document`) and may already have the
      // form's onSubmit while the form is not ready yet: that would be a second submit beside the
      // one replayed once it is, and the second one's checks cancelled the first's (TanStack
      // aborts a check when a newer one starts), so an empty form was confirmed as valid.
      event.stopImmediatePropagation()
      form.setAttribute(pendingSubmitAttribute, '')
    },
    true,
  )
}
