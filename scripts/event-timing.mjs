// How bench:interactions reads an interaction's latency: the Event Timing API, INP's own source.
// An interaction (a key press: keydown + keyup; a press: pointerdown, pointerup, click) is the
// entries sharing one interactionId; its latency is the longest of their `duration`s, from the
// hardware event to the next paint after its handlers (rounded to 8 ms by the browser). An
// interaction under the observer's 16 ms threshold reports no entry at all: it counts as 16.

/** The observers, installed before the page's own scripts (Playwright's addInitScript). */
export function observeInteractions() {
  const w = /** @type {any} */ (window)
  w.__timing = { events: [], longTasks: [], hydrated: 0 }
  new PerformanceObserver((list) => {
    for (const e of /** @type {PerformanceEventTiming[]} */ (list.getEntries()))
      w.__timing.events.push({
        id: e.interactionId,
        name: e.name,
        start: e.startTime,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
        duration: e.duration,
      })
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      w.__timing.longTasks.push({ start: e.startTime, duration: e.duration })
  }).observe({ type: 'longtask', buffered: true })
  // the init script runs before <html> exists: watch the whole document for the marker
  new MutationObserver(() => {
    if (!w.__timing.hydrated && document.documentElement?.hasAttribute('data-hydrated'))
      w.__timing.hydrated = performance.now()
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
}

/** Resolves when the page's main thread is idle (nothing queued for a frame and a task). */
export const untilIdle = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          setTimeout(() => requestIdleCallback(() => resolve(undefined), { timeout: 5000 }), 0),
        ),
      ),
  )

/**
 * Runs `act` (one interaction of the visitor's), waits for `settled` (what it should show) and for
 * the page to be idle, and returns its latency from Event Timing: `duration`, and its parts for
 * the longest entry (input delay, processing, presentation). `interactions` counts what the
 * browser saw (performance.interactionCount): an act that made none is an error of the bench.
 */
export async function measureInteraction(page, act, settled = async () => {}) {
  const [t0, count0] = await page.evaluate(() => [performance.now(), performance.interactionCount])
  await act()
  await settled()
  await untilIdle(page)
  // Entries come to observers after the paint, in a task of their own.
  await page.waitForTimeout(50)
  const { entries, count } = await page.evaluate(
    (t) => ({
      entries: window.__timing.events.filter((e) => e.start >= t && e.id > 0),
      count: performance.interactionCount,
    }),
    t0,
  )
  const interactions = count - count0
  if (interactions < 1) throw new Error('the action made no interaction')
  const longest = entries.reduce((a, e) => (a && a.duration >= e.duration ? a : e), undefined)
  if (!longest) return { duration: 16, under: true, interactions }
  return {
    duration: longest.duration,
    under: false,
    interactions,
    delay: longest.processingStart - longest.start,
    processing: longest.processingEnd - longest.processingStart,
    presentation: longest.start + longest.duration - longest.processingEnd,
    start: longest.start,
  }
}

/** Long tasks that started at or after `from` (ms on the page's clock), longest first. */
export const longTasksSince = (page, from) =>
  page.evaluate(
    (t) =>
      window.__timing.longTasks
        .filter((task) => task.start >= t)
        .sort((a, b) => b.duration - a.duration),
    from,
  )
