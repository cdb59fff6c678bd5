import type { ApiErrorBody } from '../api/api-schema'
import type { Draft, Drafts } from '../drafts/drafts'
import { icuIssues } from '../row/icu'

/**
 * A save the API refused for one message (400/409/422 naming its key): the reason is shown on
 * that row (entry-notes.tsx words it) for as long as the row holds the texts that were refused.
 * Until the translator changes them, no save sends them again: a refused draft is never written
 * as a side effect of another row's save.
 */
export type Refusal = Omit<ApiErrorBody, 'key'> & { texts: { source: string; target: string } }
export type Refusals = Readonly<Record<string, Refusal>>

/** A Swedish text the translator emptied: the message would have no text (the code cannot either). */
export const blankSwedish = (d: Draft) => d.source !== d.base.source && d.source.trim() === ''

const refusedAsIs = (d: Draft, r: Refusal | undefined) =>
  !!r && r.texts.source === d.source && r.texts.target === d.target

/** 'changed': the file moved while the save ran; the same text can be saved again as it is. */
const holds = (r: Refusal | undefined) => r?.reason !== 'changed'

/** The refusals that still stand: their row holds the very texts that were refused. */
export function standingRefusals(drafts: Drafts, refusals: Refusals): Refusals {
  return Object.fromEntries(
    Object.entries(refusals).filter(([key, r]) => {
      const d = drafts[key]
      return d && refusedAsIs(d, r)
    }),
  )
}

/**
 * Keys a save leaves out, each saying why on its row: invalid ICU or placeholders that differ,
 * an empty Swedish text, or texts the API already refused as they stand.
 */
export function heldBack(drafts: Drafts, keys: Iterable<string>, refusals: Refusals): Set<string> {
  const out = new Set<string>()
  for (const key of keys) {
    const d = drafts[key]
    const r = refusals[key]
    if (
      d &&
      (icuIssues(d.source, d.target).length || blankSwedish(d) || (refusedAsIs(d, r) && holds(r)))
    )
      out.add(key)
  }
  return out
}

/** Keys whose English translation a save would empty (it then counts as missing): asked first. */
export function clearedEnglish(drafts: Drafts, keys: Iterable<string>): string[] {
  return [...keys].filter((key) => {
    const d = drafts[key]
    return d && d.target !== d.base.target && d.target.trim() === '' && d.base.target.trim() !== ''
  })
}
