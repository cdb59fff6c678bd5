import { Suspense, use } from 'react'
import { useHydrated } from '../hydration/use-hydrated'
// every page's entry includes this module: the place to hold early submits for all forms
import '../forms/hold-early-submit'

type Signup = typeof import('./newsletter-signup')
type Loading = Promise<Signup> & { status?: 'fulfilled'; value?: Signup }

let loading: Loading | undefined
/** The sign-up's code; awaiting it first lets a render show the form at once (prerender, tests). */
export const loadNewsletterSignup = (): Loading => {
  if (!loading) {
    const promise: Loading = import('./newsletter-signup').then((module) => {
      // React's use() reads a settled promise's status synchronously: the prerender (one
      // synchronous renderToString) then renders the form instead of the Suspense fallback.
      promise.status = 'fulfilled'
      promise.value = module
      return module
    })
    loading = promise
  }
  return loading
}

// The prerender has the module before its first page renders.
if (import.meta.env.SSR) await loadNewsletterSignup()

let whenTurnedTo: Promise<Signup> | undefined
/** Loads the form once the visitor turns to it: hovers, presses, focuses or types in it. */
function loadWhenTurnedTo(): Promise<Signup> {
  whenTurnedTo ??= new Promise<void>((resolve) => {
    const events = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const
    const inForm = (target: EventTarget | null) =>
      target instanceof Element && target.closest(`#${formElementId}`) !== null
    const onEvent = (event: Event) => {
      if (!inForm(event.target)) return
      events.forEach((type) => document.removeEventListener(type, onEvent, true))
      resolve()
    }
    events.forEach((type) => document.addEventListener(type, onEvent, true))
    // Focus may have arrived before this script did.
    if (inForm(document.activeElement)) onEvent({ target: document.activeElement } as Event)
  }).then(loadNewsletterSignup)
  return whenTurnedTo
}

const formElementId = 'newsletter-form'

/**
 * The footer's newsletter sign-up is on every page, but TanStack Form and the form code are not
 * in any page's first load (the /sv and /en budgets are 135 KB gzip): the prerendered form is
 * hydrated when the visitor turns to it. Until then React leaves the server's HTML as it is
 * (a dehydrated Suspense boundary): what the visitor types stays in the input and is adopted
 * into the form when it hydrates (useBoundControl). One rendering, hydrated late, not a swap.
 */
export function NewsletterForm() {
  return (
    <Suspense fallback={null}>
      <DeferredSignup />
    </Suspense>
  )
}

function DeferredSignup() {
  // false while hydrating prerendered HTML; true on a client render (npm start), which loads now
  const hydrated = useHydrated()
  const { NewsletterSignup } = use(
    import.meta.env.SSR || hydrated ? loadNewsletterSignup() : loadWhenTurnedTo(),
  )
  return <NewsletterSignup />
}
