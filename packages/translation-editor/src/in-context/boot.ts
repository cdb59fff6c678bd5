import { i18n } from '@lingui/core'
import { recordRenders } from './lingui-adapter'
import { createMessageMap } from './message-map'
import { explain, pick, pickAtPoint, type Picked } from './pick'
import theme from '../ui/theme.module.css'
import styles from './in-context.module.css'

/**
 * In-context editing, `npm start` only: the dev server injects this module before the app's entry
 * (src/server/vite-plugin.ts), so no import of the app leads here and the production build never
 * sees it. It records what Lingui renders (the same i18n instance the app uses: Vite serves one
 * copy of @lingui/core) and waits for Alt. The panel itself loads on first use.
 *
 * Alt+hover outlines the message under the pointer, Alt+click opens its panel (the click goes no
 * further: a link or button is not followed; a disabled one can be picked too; a select offers
 * its placeholder and options instead of opening), Alt+Shift+L lists every message of the page,
 * Alt+Shift+E opens the panel of the focused element (keyboard).
 */
const map = createMessageMap()
// Before the app renders (this module runs first): lingui-adapter.ts says why and how.
recordRenders(i18n, (id, text) => map.record(id, text, location.pathname))

/** Everything this feature adds to the page lives in here, outside the app's React tree. */
const host = document.createElement('div')
host.dataset.inContext = ''
host.className = theme.root ?? ''
const outline = document.createElement('div')
outline.className = styles.outline ?? ''
host.append(outline)

/** React renders the whole document (createRoot(document)): join <body> once it has mounted. */
function attach() {
  if (!host.isConnected) document.body.append(host)
}

function showOutline(picked: Picked | null) {
  if (!picked) {
    outline.style.display = 'none'
    return
  }
  const r = picked.element.getBoundingClientRect()
  Object.assign(outline.style, {
    display: 'block',
    top: `${r.top}px`,
    left: `${r.left}px`,
    width: `${r.width}px`,
    height: `${r.height}px`,
  })
}

// The focused element (Alt+Shift+E): the keyboard's pick.
const pickFocused = () => {
  const el = document.activeElement
  const found = el instanceof Element ? pick(map, el, host) : null
  return found && explain(map, found)
}
const pickAt = (e: MouseEvent) => pickAtPoint(map, e.clientX, e.clientY, host)

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]'

async function open(view: 'list' | Picked) {
  attach()
  const returnFocus =
    view !== 'list'
      ? (view.element.closest<HTMLElement>(FOCUSABLE) ?? null)
      : document.activeElement instanceof HTMLElement
        ? document.activeElement
        : null
  const panel = await import('./panel-root')
  await panel.show(
    host,
    map,
    view === 'list' ? { kind: 'list', returnFocus } : { ...view, kind: 'pick', returnFocus },
  )
}

// Pointer events: they reach a disabled button, mouse events do not.
window.addEventListener(
  'pointermove',
  (e) => showOutline(e.altKey && !e.shiftKey ? pickAt(e) : null),
  { passive: true },
)
// Holding Alt announces a pick: fetch the panel's code while the pointer moves.
window.addEventListener('keydown', (e) => {
  if (e.key === 'Alt') void import('./panel-root')
})
window.addEventListener('keyup', (e) => {
  if (e.key === 'Alt') showOutline(null)
})
window.addEventListener('blur', () => showOutline(null))

// Picked on pointerdown, not click: a disabled button never gets a click. Capture on window runs
// before React's listeners (on the document), the focus move and the link's default.
const isPick = (e: MouseEvent) => e.altKey && !e.shiftKey && !e.ctrlKey && !e.metaKey
let swallowClick = false
window.addEventListener(
  'pointerdown',
  (e) => {
    swallowClick = false
    if (!isPick(e) || e.button !== 0) return
    const picked = pickAt(e)
    if (!picked) return
    e.preventDefault()
    e.stopPropagation()
    swallowClick = true
    showOutline(null)
    void open(picked)
  },
  { capture: true },
)
// The click that follows a pick goes no further: a link or button is not followed.
window.addEventListener(
  'click',
  (e) => {
    const follows = swallowClick && isPick(e)
    swallowClick = false
    if (!follows) return
    e.preventDefault()
    e.stopPropagation()
  },
  { capture: true },
)

window.addEventListener(
  'keydown',
  (e) => {
    if (!e.altKey || !e.shiftKey || e.ctrlKey || e.metaKey) return
    if (e.code === 'KeyL') {
      e.preventDefault()
      void open('list')
    } else if (e.code === 'KeyE') {
      const picked = pickFocused()
      if (!picked) return
      e.preventDefault()
      void open(picked)
    }
  },
  { capture: true },
)
