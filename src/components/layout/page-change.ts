import type { AnyRouter } from '@tanstack/react-router'

type Effects = typeof import('./page-change-effects')
let effects: Promise<Effects> | undefined
/**
 * What follows a navigation is code of its own, loaded when the visitor first points at, focuses
 * or touches a link (or when the first navigation renders): no page's first load carries it.
 */
function load(): Promise<Effects> {
  effects ??= import('./page-change-effects').catch((error: unknown) => {
    effects = undefined
    throw error
  })
  return effects
}

const intents = ['pointerover', 'focusin', 'touchstart'] as const
function onIntent(e: Event) {
  if (!(e.target instanceof Element && e.target.closest('a[href]'))) return
  for (const type of intents) removeEventListener(type, onIntent, true)
  void load().catch(() => undefined)
}

/**
 * Installs (once, from main.tsx) what follows a client-side navigation: focus on the new page's
 * heading or on the element its hash names, its title said by a live region
 * (page-change-effects.ts). And on the first load, a hash whose element is not there yet (a page
 * rendered afresh after a redirect that kept it) is landed at once its section comes.
 */
export function followPageChanges(router: AnyRouter) {
  for (const type of intents) addEventListener(type, onIntent, { capture: true, passive: true })
  // Where focus was as the first of the navigations now under way began. The page still shown
  // takes input until the new one renders (the language switch shows its language first): focus
  // the visitor has put elsewhere meanwhile, still there, is their later intent, and the keys on
  // their way go to it, not to the new page's heading. (None while focus passes from one element
  // to another: the calculator's write as focus leaves it for the switch.) Here, not with the
  // effects: a navigation can begin before their code has come.
  let before: Element | undefined
  router.subscribe('onBeforeNavigate', () => {
    const focused = document.activeElement
    if (focused && focused !== document.body) before ??= focused
  })
  router.subscribe('onRendered', (e) => {
    const was = before
    before = undefined
    if (!e.fromLocation || !(e.pathChanged || e.hashChanged)) return
    const focused = document.activeElement
    const theirs = !!focused && focused !== was && focused !== document.body
    void load().then((m) => m.afterNavigation(e.toLocation.hash, e.pathChanged, !theirs))
  })
  const hash = location.hash.slice(1)
  if (hash && !document.getElementById(hash)) void load().then((m) => m.landAt(hash, false))
}

/**
 * A link to the very page shown, followed: the page from its top, as a document load shows it
 * (the router would restore the scroll position it noted for this entry, wherever that was).
 */
export function showPageStart() {
  scrollTo({ top: 0, left: 0, behavior: 'instant' })
  void load().then((m) => m.focusPageStart())
}
