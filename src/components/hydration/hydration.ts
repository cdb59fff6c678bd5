import { startTransition, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import type { AnyRouter } from '@tanstack/react-router'
import { hydrateWithoutServerState } from './router-internals'

/**
 * THE HYDRATION CONTRACT. Every built page is HTML prerendered at build time
 * (src/entry-prerender.tsx) that the browser then hydrates. This folder holds everything that
 * exists because of that, and nothing outside it touches React's or the router's hydration
 * internals (eslint.config.js: `hydrationInternals`). Each rule has tests that bear its name,
 * "hydration rule <name>" (tests/unit/hydration.test.tsx, and in tests/e2e/ on the real build):
 *
 * - own page: only a page prerendered for its own URL hydrates. "/" and the not-found pages,
 *   whose HTML is another page's, and the dev server's empty page render afresh (`mountApp`).
 * - router without SSR data: the router's hydrate() reads its state from an inline script the
 *   strict CSP forbids, so the prerender writes none (`prerenderPage`), main.tsx runs the
 *   routes' beforeLoad (the catalogues) itself, and `mountApp` marks the router as hydrate()
 *   would: both sides render the same tree (router-internals.ts: why no public API serves).
 * - marker when live: `<html data-hydrated>` (`HydrationMarker`), what tests and benchmarks wait
 *   for, is set once every control of the page is live.
 * - typed values kept: what a visitor types, ticks or chooses before hydration stays and becomes
 *   the form's value; a control the visitor left alone shows the form's own value
 *   (`useBoundControl`).
 * - what a field shows is what the form has: from hydration on, a bound control's own `input`
 *   and `change` events compare what it shows with the form's value, so a fill that sets every
 *   field at once (autofill, a password manager) counts whenever it lands; React's onChange
 *   would miss values a script wrote through the property (`useBoundControl`).
 * - early submit held: a submit before its form has hydrated is held, then happens once it has,
 *   on what the form shows (`holdEarlySubmits`, run before the page paints by the classic script
 *   early-submit-hold.ts; `useHeldSubmit`). So no submit button is `disabled` before its form is
 *   live: the browser drops a press on a disabled button, and there is nothing to hold (the
 *   calculator's is disabled while a number is missing, from the render after hydration on).
 * - client values after hydration: what the prerender cannot know or do (a link's query, a
 *   button that needs the script) renders as prerendered while hydrating and shows in the render
 *   right after (`useHydrated`).
 * - hydrated on interaction: a part whose code is not in the first load stays the server's HTML
 *   until the visitor turns to it (`hydrateOnInteraction`); the prerender and the unit tests load
 *   its code first and render it whole (`loadDeferredParts`).
 * - hydrated when visible: a part below the fold that holds no control stays the server's HTML
 *   (its links and <details> work as HTML) until it nears the viewport (`hydrateWhenVisible`);
 *   the marker does not wait for it. A navigation within the site loads it with the page.
 */

/**
 * Hydrates the prerendered document, or renders it afresh when its HTML is not this page's (see
 * "own page"). `ownMarkup`: the URL was not rewritten and names a page of the registry; only the
 * built site has prerendered HTML at all. `into` is the document but in the unit tests.
 */
export function mountApp(
  app: ReactNode,
  router: AnyRouter,
  ownMarkup: boolean,
  into: Document | Element = document,
) {
  if (!(import.meta.env.PROD && ownMarkup))
    return createRoot(into, { onRecoverableError }).render(app)
  hydrateWithoutServerState(router)
  // Benchmarks and tests read when hydration began (what it costs: the marker minus this).
  performance.mark(HYDRATION_START)
  // In a transition React hydrates in slices and yields to the browser between them, instead of
  // rendering the whole page in one long task at the default priority (total blocking time). An
  // event in the meantime loses nothing: on a discrete one (a key, a press, a submit) React
  // hydrates the rest at once, synchronously, and then dispatches it; a submit before the app
  // runs at all is held (rule "early submit held").
  startTransition(() => {
    hydrateRoot(into, app, { onRecoverableError })
  })
}

/** The performance mark set as hydration begins (see `mountApp`). */
export const HYDRATION_START = 'hydration-start'

/**
 * React recovers from an error while hydrating or rendering concurrently by rendering again, and
 * by default reports only its own wrapper ("error while hydrating"), whose message names no cause.
 * The page still works, but what was rendered first is thrown away (on a hydrating page, its
 * prerendered HTML): the cause is what a developer, and a test's console, needs to see.
 */
function onRecoverableError(error: unknown) {
  console.error(error, (error as { cause?: unknown }).cause)
}

/**
 * Ends the current task and resumes in a new one, after the browser has handled what waits (a
 * key, a paint). The boot (main.tsx) yields between its steps, so that evaluating the scripts,
 * loading the page's routes and hydrating are tasks of their own instead of one long task
 * (total blocking time). `scheduler.yield()` resumes ahead of other queued tasks; without it, a
 * task queued behind them.
 */
export const yieldToBrowser = (): Promise<void> =>
  (globalThis as { scheduler?: Partial<Scheduler> }).scheduler?.yield?.() ??
  new Promise((resolve) => setTimeout(resolve))
