import type { CalculatorSearch } from './search'

/**
 * A write that follows what the visitor does once they pause (`set`), or at once at a commit
 * (`flush`); `drop` forgets what is pending when something else overtakes it. Only the latest
 * value is kept, with the latest write given: a second edit replaces the first.
 */
export function pausedWriter<T>(pauseMs: () => number) {
  let pending: { value: T; write: (value: T) => void } | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const drop = () => {
    clearTimeout(timer)
    const was = pending
    pending = undefined
    return was
  }
  const flush = () => {
    const was = drop()
    was?.write(was.value)
  }
  return {
    set(value: T, write: (value: T) => void) {
      drop()
      pending = { value, write }
      timer = setTimeout(flush, pauseMs())
    },
    flush,
    drop,
    /** Written at once after the frame that is being made has painted (not within it). */
    flushAfterPaint() {
      clearTimeout(timer)
      requestAnimationFrame(() => {
        if (pending) timer = setTimeout(flush)
      })
    },
  }
}

const DRAFT = 'cirkla.calculator.draft'

/**
 * What the visitor typed into the form of one history entry and the URL does not hold yet, kept
 * in the tab's session: Back, Forward or a reload before the URL follows must not lose it (the
 * entry is gone by the time the router hears of Back; a reload reloads the URL as it was; a page
 * left for another site, or a tab the phone discarded, comes back with its session). One draft,
 * of the entry typed in last. Storage refused (private modes) keeps nothing.
 */
export function keepDraft(entry: string | undefined, draft: CalculatorSearch) {
  try {
    sessionStorage.setItem(DRAFT, JSON.stringify([entry, draft]))
  } catch {
    // Full or refused: the draft lives as long as the page.
  }
}

/** The entry's draft, if it is the one kept. */
export function entryDraft(entry: string | undefined): CalculatorSearch | undefined {
  try {
    const [kept, draft] = JSON.parse(sessionStorage.getItem(DRAFT)!) as [string, CalculatorSearch]
    return entry && kept === entry ? draft : undefined
  } catch {
    return undefined
  }
}
