import { MAIN_ID, PAGE_TITLE_ID } from './landmarks'

/**
 * Focus without scrolling. A heading or section gets `tabindex="-1"` only while it holds focus
 * (so a click on it later does not show a focus ring, and Tab goes on from it), and no ring then
 * either: nothing there can be operated. Still inert behind the mobile menu that the navigation
 * closes (its effect lifts that after this render): a frame later.
 */
function focusQuietly(el: HTMLElement | null, again = true) {
  if (!el) return
  if (again && el.closest('[inert]'))
    return void requestAnimationFrame(() => focusQuietly(el, false))
  if (!el.hasAttribute('tabindex') && el.tabIndex < 0) {
    el.setAttribute('tabindex', '-1')
    el.setAttribute('data-page-focus', '')
    el.addEventListener(
      'blur',
      () => {
        el.removeAttribute('tabindex')
        el.removeAttribute('data-page-focus')
      },
      { once: true },
    )
  }
  el.focus({ preventScroll: true })
}

let stopWaiting = () => {}

/**
 * The element a hash names: focused after a client-side navigation (the router has scrolled to
 * it), only scrolled to on the first load, as a document load does. A page rendered afresh (a
 * redirect that kept the hash) or reached by the router gets its sections below the fold a moment
 * later (their code is split off): then the target is awaited, until the visitor scrolls or acts,
 * or navigates on.
 */
export function landAt(hash: string, focus: boolean) {
  stopWaiting()
  let id = hash
  try {
    id = decodeURIComponent(hash)
  } catch {
    // not percent-encoded as a whole: the id as written
  }
  const found = (el: HTMLElement, late: boolean) => {
    if (late) el.scrollIntoView({ behavior: 'instant' })
    if (focus) focusQuietly(el)
  }
  const now = document.getElementById(id)
  if (now) return found(now, false)
  const observer = new MutationObserver(() => {
    const el = document.getElementById(id)
    if (!el) return
    stopWaiting()
    found(el, true)
  })
  const acts = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const
  stopWaiting = () => {
    observer.disconnect()
    for (const type of acts) removeEventListener(type, stopWaiting, true)
    stopWaiting = () => {}
  }
  observer.observe(document.body, { childList: true, subtree: true })
  for (const type of acts) addEventListener(type, stopWaiting, { capture: true, passive: true })
}

/** Focus on the page's heading (its <main> without one), where a document load starts reading. */
export function focusPageStart() {
  stopWaiting()
  focusQuietly(document.querySelector<HTMLElement>('main h1') ?? document.getElementById(MAIN_ID))
}

/**
 * After a client-side navigation, as GOV.UK's and Gatsby's routers do it: focus moves to the new
 * page's heading (or its <main>), or to the element its hash names, so the next Tab starts there
 * and a screen reader reads from there; on a new page the polite live region says its title. Not
 * on the first load (the browser's own start of a document), nor when only the query changes
 * (the calculator keeps its figures there while the visitor works), nor away from focus the
 * visitor moved while the page was coming (`focus` false: page-change.ts).
 */
export function afterNavigation(hash: string, newPage: boolean, focus: boolean) {
  if (hash) landAt(hash, focus)
  else if (focus) focusPageStart()
  const region = document.getElementById(PAGE_TITLE_ID)
  if (!newPage || !region) return
  // Emptied first, so the same title twice (two missing pages) is said twice; the title itself
  // is read a frame later, once the head has been updated.
  region.textContent = ''
  requestAnimationFrame(() => (region.textContent = document.title))
}
