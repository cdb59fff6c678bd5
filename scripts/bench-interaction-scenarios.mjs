// What bench:interactions does on each page, as a visitor on a phone (390 px, touch) or a desktop
// (1280 px, a mouse). Each scenario loads its page afresh (a new context: cold cache), waits for the
// marker and an idle main thread, then acts; `record(name, result)` keeps each interaction's
// latency (event-timing.mjs).
import { measureInteraction, untilIdle } from './event-timing.mjs'
import { N as EDITOR_ROWS, serveLongCatalogue } from './bench-catalogue.mjs'

/** The interactions measured, in the report's order: its rows. */
export const interactions = {
  'calc-key': 'typing a figure into the calculator, per key',
  'calc-press': '"Beräkna miljöavgift" / "Calculate fee" pressed (2,000 × 25 kg)',
  'calc-slider': 'the business-share slider, arrow key',
  'menu-open': 'opening the mobile menu (390 px)',
  'menu-close': 'closing the mobile menu (Escape)',
  'lang-switch': 'the language switch on the producer page (390 px)',
  'dropdown-open': 'opening a header dropdown (1280 px)',
  'editor-search-key': 'the editor, 10,000 rows: a key in its search',
  'editor-row-key': "the editor, 10,000 rows: a key in a row's English",
  'hydrating-key': 'a key pressed while the calculator hydrates',
  'hydrating-tap': "a tap on the calculator's field while it hydrates",
}

const paths = {
  calculator: { sv: '/sv/kalkylator', en: '/en/calculator' },
  producer: { sv: '/sv/producentansvar', en: '/en/producer-responsibility' },
  editor: { sv: '/sv/oversattningar', en: '/en/translations' },
}
const calculatorLabels = {
  sv: { transports: 'Antal lastbärare per år', weight: 'Vikt per lastbärare (kg)' },
  en: { transports: 'Load carriers per year', weight: 'Weight per load carrier (kg)' },
}

export const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
export const desktop = { viewport: { width: 1280, height: 900 } }

/**
 * Sets up a frame-time probe: resolves (in the page) with the time of the first frame in which
 * `condition` holds after a change to the document, from the last press (a `pointerdown` or
 * `keydown` seen from now on): what the visitor waits for after the interaction's own paint (the
 * result, the page in the other language).
 */
async function armAnswer(page, condition) {
  await page.evaluate((source) => {
    const holds = new Function(`return (${source})()`)
    const w = window
    w.__answer = { pressed: 0, painted: 0 }
    const onPress = (e) => (w.__answer.pressed = e.timeStamp)
    addEventListener('pointerdown', onPress, { capture: true, once: true })
    addEventListener('keydown', onPress, { capture: true, once: true })
    const observer = new MutationObserver(() => {
      if (!holds()) return
      observer.disconnect()
      requestAnimationFrame(() => (w.__answer.painted = performance.now()))
    })
    observer.observe(document, { subtree: true, childList: true, attributes: true })
  }, condition.toString())
}

const answered = async (page) => {
  await page.waitForFunction(() => window.__answer.painted > 0, null, { timeout: 30_000 })
  return page.evaluate(() => window.__answer.painted - window.__answer.pressed)
}

/**
 * A tap (or, `mouse`, a click) at the middle of `locator`, scrolled into view first. Through the
 * input devices, not the locator's own tap(): Playwright's actionability checks and its hit-target
 * listener run in the page, on the throttled main thread, inside the very interaction measured.
 */
async function press(page, locator, { mouse = false } = {}) {
  await locator.scrollIntoViewIfNeeded()
  await untilIdle(page)
  const box = await locator.boundingBox()
  if (!box) throw new Error(`${locator}: not shown`)
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
  return () => (mouse ? page.mouse.click(x, y) : page.touchscreen.tap(x, y))
}

async function gotoLive(page, url) {
  await page.goto(url)
  await page.waitForFunction(() => window.__timing.hydrated > 0, null, { timeout: 60_000 })
  await page.waitForLoadState('networkidle')
  await untilIdle(page)
}

async function typeKeys(page, keys, record, name) {
  for (const key of keys)
    record(name, await measureInteraction(page, () => page.keyboard.press(key)))
}

/** The calculator: a figure typed, Calculate pressed, the slider moved. */
async function calculator(page, lang, origin, record) {
  const labels = calculatorLabels[lang]
  await gotoLive(page, `${origin}${paths.calculator[lang]}`)
  await page.getByLabel(labels.transports).focus()
  await typeKeys(page, ['2', '0', '0', '0'], record, 'calc-key')
  await page.getByLabel(labels.weight).focus()
  await typeKeys(page, ['2', '5'], record, 'calc-key')
  await untilIdle(page)
  await armAnswer(
    page,
    () => !!document.querySelector('[data-testid=calculator-result] [data-figure]'),
  )
  const tap = await press(page, page.locator('main form button[type=submit]'))
  const pressed = await measureInteraction(page, tap)
  record('calc-press', { ...pressed, answer: await answered(page) })
  await page.locator('input[type=range]').focus()
  await typeKeys(page, ['ArrowLeft', 'ArrowLeft', 'ArrowLeft'], record, 'calc-slider')
}

/** The producer page on a phone: the menu opened and closed, then the language switch. */
async function producerPhone(page, lang, origin, record) {
  await gotoLive(page, `${origin}${paths.producer[lang]}`)
  const menu = page.locator('header details:not([name])')
  record(
    'menu-open',
    await measureInteraction(page, await press(page, menu.locator('summary')), () =>
      page.waitForFunction(() => document.querySelector('header details:not([name])').open),
    ),
  )
  record(
    'menu-close',
    await measureInteraction(
      page,
      () => page.keyboard.press('Escape'),
      () => page.waitForFunction(() => !document.querySelector('header details:not([name])').open),
    ),
  )
  await untilIdle(page)
  const other = lang === 'sv' ? 'en' : 'sv'
  const h1 = await page.locator('main h1').textContent()
  await armAnswer(
    page,
    new Function(
      `return () => document.documentElement.lang === ${JSON.stringify(other)} && document.querySelector('main h1')?.textContent !== ${JSON.stringify(h1)}`,
    )(),
  )
  const switched = await measureInteraction(
    page,
    await press(page, page.locator('header a[hreflang]')),
  )
  record('lang-switch', { ...switched, answer: await answered(page) })
}

/** The producer page on a desktop: a header dropdown opened (pointed at first, as a mouse does). */
async function producerDesktop(page, lang, origin, record) {
  await gotoLive(page, `${origin}${paths.producer[lang]}`)
  const summary = page.locator('header details[name] > summary').first()
  const click = await press(page, summary, { mouse: true })
  const box = await summary.boundingBox()
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await untilIdle(page)
  record(
    'dropdown-open',
    await measureInteraction(page, click, () =>
      page.waitForFunction(() => !!document.querySelector('header details[name][open]')),
    ),
  )
}

/** The translation editor over a 10,000-message release: its search, then a row's English. */
async function editor(page, lang, origin, record) {
  await serveLongCatalogue(page)
  await page.goto(`${origin}${paths.editor[lang]}`)
  await page.waitForFunction(
    (n) =>
      (document.querySelector('[data-testid=editor-shown]')?.textContent ?? '')
        .replace(/\s/g, '')
        .split(String(n)).length === 3,
    EDITOR_ROWS,
    { timeout: 120_000 },
  )
  await untilIdle(page)
  await page.locator('input[type=search]').focus()
  await typeKeys(page, [...'item12'], record, 'editor-search-key')
  await page.locator('input[type=search]').fill('')
  await untilIdle(page)
  await page.locator('textarea[data-lang=en][data-row="1"]').focus()
  await untilIdle(page)
  await typeKeys(page, [...' ok'], record, 'editor-row-key')
}

/**
 * Loads the calculator and resolves with its transports field's box once React has created its
 * root (on the document): hydration has begun, the marker is not set. The page says when, from a
 * timer of its own (every 5 ms), not Playwright's polling, which runs its own script on the
 * throttled main thread.
 */
async function untilHydrating(page, lang, origin, beforeRoot = async () => {}) {
  let rootCreated
  const created = new Promise((resolve) => (rootCreated = resolve))
  await page.exposeBinding('__rootCreated', () => rootCreated())
  await page.addInitScript(() => {
    const poll = () => {
      if (Object.keys(document).some((k) => k.startsWith('__reactContainer$')))
        void window.__rootCreated()
      else setTimeout(poll, 5)
    }
    poll()
  })
  await page.goto(`${origin}${paths.calculator[lang]}`, { waitUntil: 'commit' })
  const field = page.getByLabel(calculatorLabels[lang].transports)
  const box = await field.boundingBox()
  await beforeRoot(box)
  await created
  return box
}

/** The first entry of `name` (keydown, pointerdown) and the marker's time, once hydrated. */
async function afterHydration(page, name) {
  await page.waitForFunction(() => window.__timing.hydrated > 0, null, { timeout: 60_000 })
  await untilIdle(page)
  await page.waitForTimeout(50)
  return page.evaluate(
    (n) => ({
      entry: window.__timing.events.find((e) => e.name === n),
      hydrated: window.__timing.hydrated,
      value: document.querySelector('input[inputmode=numeric]').value,
    }),
    name,
  )
}

/** An entry's latency and parts, if it came before the marker (else nothing: not counted). */
function whileHydrating(entry, hydrated) {
  if (!entry || entry.start >= hydrated) return undefined
  return {
    duration: entry.duration,
    delay: entry.processingStart - entry.start,
    processing: entry.processingEnd - entry.processingStart,
    presentation: entry.start + entry.duration - entry.processingEnd,
  }
}

/**
 * A key pressed while the calculator hydrates: the field tapped as soon as it shows, a figure
 * typed once hydration has begun. The figure must be in the field afterwards (and the form: the
 * hydration rule "typed values kept").
 */
async function hydratingKey(page, lang, origin, record) {
  await untilHydrating(page, lang, origin, (box) =>
    page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2),
  )
  await page.keyboard.press('7')
  const { entry, hydrated, value } = await afterHydration(page, 'keydown')
  if (value !== '7') throw new Error(`the key pressed while hydrating left "${value}"`)
  const result = whileHydrating(entry, hydrated)
  if (result) record('hydrating-key', result)
}

/** A tap on the calculator's first field once hydration has begun. */
async function hydratingTap(page, lang, origin, record) {
  const box = await untilHydrating(page, lang, origin)
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
  const { entry, hydrated } = await afterHydration(page, 'pointerdown')
  const result = whileHydrating(entry, hydrated)
  if (result) record('hydrating-tap', result)
}

/** Each scenario: its device, and what it does. */
export const scenarios = {
  calculator: { device: phone, run: calculator },
  producerPhone: { device: phone, run: producerPhone },
  producerDesktop: { device: desktop, run: producerDesktop },
  editor: { device: desktop, run: editor },
  hydratingKey: { device: phone, run: hydratingKey },
  hydratingTap: { device: phone, run: hydratingTap },
}
