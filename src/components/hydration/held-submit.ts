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
 * Run by early-submit-hold.ts, every built page's first script: a classic one in the <head>,
 * which the browser runs before it parses the body, so the hold is in place from the first paint
 * of every form (scripts/lib/early-submit-hold.ts says why it is not part of the app's entry, which
 * on a slow link runs seconds after the forms paint). The dev server has no such script and needs
 * none: it renders the page afresh, each form live from its first render. The hook lives in a file
 * of its own, so that it ships with the forms.
 */
export function holdEarlySubmits() {
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target
      // Every <form> of the site marks itself once hydrated (useHeldSubmit: each SiteForm, and
      // the API guide's copy button, quick-start.tsx).
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
