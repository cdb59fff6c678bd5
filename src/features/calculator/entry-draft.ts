import type { CalculatorInput } from './calculate'
import type { CalculatorFormValues } from './form-values'

/**
 * What one history entry of the calculator showed and its URL may not hold yet: the form as
 * typed ("2 000", "1,25", even text the form refuses) and the calculation the result showed
 * (which the form's values may have left behind: then marked out of date).
 */
export interface EntryDraft {
  values: CalculatorFormValues
  calculated: CalculatorInput | null
}

const DRAFTS = 'cirkla.calculator.drafts'
/** The entries typed in last: Back and Forward move between a few, never between hundreds. */
const KEPT = 10

/**
 * The drafts, kept in the tab's session: Back, Forward or a reload before the URL follows must not
 * lose what the entry showed (the entry is gone by the time the router hears of Back; a reload
 * reloads the URL as it was; a page left for another site, or a tab the phone discarded, comes
 * back with its session). One per entry, for the few entries typed in last, so typing on one
 * entry never loses another's. Storage refused (private modes) keeps nothing.
 */
function kept(): [string, unknown][] {
  try {
    const drafts: unknown = JSON.parse(sessionStorage.getItem(DRAFTS) ?? '[]')
    return Array.isArray(drafts)
      ? drafts.filter((d): d is [string, unknown] => Array.isArray(d) && typeof d[0] === 'string')
      : []
  } catch {
    return []
  }
}

export function keepDraft(entry: string | undefined, draft: EntryDraft) {
  if (!entry) return
  const drafts = kept().filter(([key]) => key !== entry)
  drafts.push([entry, draft])
  try {
    sessionStorage.setItem(DRAFTS, JSON.stringify(drafts.slice(-KEPT)))
  } catch {
    // Full or refused: the draft lives as long as the page.
  }
}

/**
 * The entry's draft under the entry's new identity: replacing an entry's URL (the form's own
 * write, the router's rewrite) gives it a new key, and it is still the entry the visitor typed in.
 */
export function followEntry(from: string | undefined, to: string | undefined) {
  const draft = entryDraft(from)
  if (draft && from !== to) keepDraft(to, draft)
}

/** The entry's draft, if one is kept (storage is the visitor's to change: a draft has values). */
export function entryDraft(entry: string | undefined): EntryDraft | undefined {
  const draft = (entry ? kept().find(([key]) => key === entry)?.[1] : undefined) as EntryDraft
  return typeof draft?.values?.transports === 'string' ? draft : undefined
}
