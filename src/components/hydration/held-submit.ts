// A form that has hydrated; a form whose submit is held.
export const hydratedForm = 'data-ready'
export const pendingSubmit = 'data-pending-submit'

/**
 * Rule "early submit held" (hydration.ts). A submit that comes before its form has hydrated (a
 * quick visitor on a slow phone, or the footer's newsletter, hydrated only when the visitor turns
 * to it) would make the browser reload the page and drop what was typed. Held instead: the form
 * is marked, and `useHeldSubmit` (use-held-submit.ts) submits it as soon as it has hydrated, with
 * the values the visitor sees. Without JavaScript this never runs, and the browser's submit only
 * reloads the page: nothing is sent.
 *
 * main.tsx calls it first thing, before anything awaits. The hook lives in a file of its own, so
 * that it ships with the forms, not in every page's entry.
 */
export function holdEarlySubmits() {
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target
      // Every <form> of the site is a SiteForm, which marks itself once hydrated.
      if (!(form instanceof HTMLFormElement) || form.hasAttribute(hydratedForm)) return
      event.preventDefault()
      // React listens on the same node (the app hydrates `document`) and may already hold the
      // form's onSubmit while the form is not marked hydrated yet: that would be a second
      // submit beside the one made once it is.
      event.stopImmediatePropagation()
      form.setAttribute(pendingSubmit, '')
    },
    true,
  )
}
