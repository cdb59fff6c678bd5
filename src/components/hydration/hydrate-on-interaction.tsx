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
 * A quarter of a screen below the viewport: the code arrives as the part scrolls into view. More
 * would reach the sections right under the first screen on a desktop at once, and the part's HTML
 * works meanwhile (links navigate, <details> open), so nothing waits for it.
 */
const AHEAD = '0px 0px 25% 0px'

/**
 * Resolves once any part of the page from the element with `id` on (its section in <main> and
 * every section after it) comes near the viewport. Not that element alone: a jump to an anchor
 * further down (/sv#faq, a link's hash) passes over it without its ever being in view.
 */
function nearViewport(id: string) {
  return new Promise<void>((resolve) => {
    let section = document.getElementById(id)
    while (section?.parentElement && section.parentElement.tagName !== 'MAIN')
      section = section.parentElement
    if (!section) return resolve()
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        resolve()
      },
      { rootMargin: AHEAD },
    )
    for (let el: Element | null = section; el; el = el.nextElementSibling) observer.observe(el)
  })
}

/** A deferred part, and how to fetch its code ahead of a render that needs it at once. */
type DeferredPart = ComponentType & { preload: () => Promise<unknown> }

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
  return deferHydration(load, () => turnedTo(within))
}

/**
 * Rule "hydrated when visible" (hydration.ts). A part of a page below the fold that holds no
 * control (text, figures, native links and <details>): its code is not in the first load, and
 * React hydrates its prerendered HTML when it comes near the viewport: the part is the rest of
 * <main> from the section that holds the element with id `first`. What it shows works as HTML
 * meanwhile: links navigate, <details> open. The page's marker does not wait for it (a control
 * never goes here).
 *
 * On a navigation within the site the page has no server HTML to show meanwhile: call `preload`
 * from the route's loader (it resolves once the code is in), and the part's code comes with the page's (a no-op on the first load,
 * before the page is live: there it waits until the visitor scrolls near it).
 */
export function hydrateWhenVisible(load: () => Promise<ComponentType>, first: string) {
  return deferHydration(load, () => nearViewport(first))
}

function deferHydration(
  load: () => Promise<ComponentType>,
  whenTo: () => Promise<void>,
): DeferredPart {
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
  const loadWhenDue = () => (waiting ??= whenTo().then(loadNow))
  // Only the prerender and the unit tests need it: the built site's entry leaves it out.
  if (import.meta.env.SSR || import.meta.env.DEV)
    deferredParts.push(() => loadNow().then(() => undefined))

  function Deferred() {
    // false while hydrating prerendered HTML; true on a client render, which loads at once
    const hydrated = useHydrated()
    const Part = use(import.meta.env.SSR || hydrated ? loadNow() : loadWhenDue())
    return <Part />
  }
  const part = memo(function HydratedLate() {
    return (
      <Suspense fallback={null}>
        <Deferred />
      </Suspense>
    )
  })
  return Object.assign(part, {
    // The marker (HydrationMarker) is set once the first page is live.
    preload: () =>
      !import.meta.env.SSR && document.documentElement.hasAttribute('data-hydrated')
        ? loadNow()
        : Promise.resolve(),
  })
}
