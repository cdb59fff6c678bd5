import { memo, Suspense, use, type ComponentType } from 'react'
import { useHydrated } from '@tanstack/react-router'

/** A promise React's use() reads at once (see `loadDeferredParts`). */
type Settled<T> = Promise<T> & { status?: 'fulfilled'; value?: T }

const deferredParts: (() => Promise<void>)[] = []

/**
 * Loads the code of every part hydrated on interaction, for a render that must show the page
 * whole in one pass: the prerender's renderToString, and the unit tests. React's use() reads a
 * settled promise's `status` synchronously, but a promise it meets for the first time counts as
 * pending until its then-callbacks run, a task later: each part's promise marks itself.
 */
export const loadDeferredParts = () => Promise.all(deferredParts.map((load) => load()))

/** Resolves once the visitor turns to the element: hovers, presses, focuses or types in it. */
function turnedTo(id: string) {
  return new Promise<void>((resolve) => {
    const events = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const
    const inside = (target: EventTarget | null) =>
      target instanceof Element && target.closest(`#${id}`) !== null
    const done = () => {
      events.forEach((type) => document.removeEventListener(type, onEvent, true))
      resolve()
    }
    const onEvent = (event: Event) => {
      if (inside(event.target)) done()
    }
    events.forEach((type) => document.addEventListener(type, onEvent, true))
    // Focus may have arrived before this script did.
    if (inside(document.activeElement)) done()
  })
}

/**
 * Rule "hydrated on interaction" (hydration.ts). A component on every page whose code (and its
 * libraries) stays out of the first load: the prerendered part is hydrated when the visitor
 * turns to the element with id `within`. Until then React leaves the server's HTML as it is (a
 * dehydrated Suspense boundary): what the visitor types stays in it and is adopted when it
 * hydrates (useBoundControl). One rendering, hydrated late, not a swap. On a page rendered
 * afresh (the dev server, a not-found page) it loads at once.
 *
 * It takes no props, and is memoised: a render of its parent before the visitor turns to it
 * (the layout's, after hydration) would otherwise make React give up the dehydrated boundary,
 * and its server HTML with whatever was typed into it.
 */
export function hydrateOnInteraction(load: () => Promise<ComponentType>, within: string) {
  let loading: Settled<ComponentType> | undefined
  /**
   * The code, marked settled as React itself would mark it, so that every render after it has
   * arrived reads it at once. The render right after hydration switches from the interaction's
   * promise to this one: met there for the first time and unmarked, it suspended the part just
   * hydrated, which hid it (focus and typing went nowhere) and rendered it anew, empty
   * (forms.spec's newsletter test, one run in two).
   */
  const loadNow = (): Settled<ComponentType> => {
    if (!loading) {
      const promise: Settled<ComponentType> = load().then((part) => {
        promise.status = 'fulfilled'
        promise.value = part
        return part
      })
      loading = promise
    }
    return loading
  }
  let waiting: Promise<ComponentType> | undefined
  const loadWhenTurnedTo = () => (waiting ??= turnedTo(within).then(loadNow))
  // Only the prerender and the unit tests need it: the built site's entry leaves it out.
  if (import.meta.env.SSR || import.meta.env.DEV)
    deferredParts.push(() => loadNow().then(() => undefined))

  function Deferred() {
    // false while hydrating prerendered HTML; true on a client render, which loads at once
    const hydrated = useHydrated()
    const Part = use(import.meta.env.SSR || hydrated ? loadNow() : loadWhenTurnedTo())
    return <Part />
  }
  return memo(function HydratedOnInteraction() {
    return (
      <Suspense fallback={null}>
        <Deferred />
      </Suspense>
    )
  })
}
