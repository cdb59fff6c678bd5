import type { TranslationEntry } from '../api/api-schema'
import type { GlossaryIssue } from '../host/editor-host'
import { glossaryIssues } from '../host/host'
import type { IcuProblem } from '../icu'
import { icuIssues } from '../row/icu'
import type { ReturnedFile } from './read-returned'

/**
 * Why a returned translation is not offered: its ICU or placeholders (as a save refuses them),
 * an empty text where the catalogue has one, a source that is not the catalogue's Swedish any
 * more, a translation the file itself marks as unconfirmed, or a second unit for the same id.
 */
export type ImportRefusal = 'icu' | 'empty' | 'source-changed' | 'unconfirmed' | 'duplicate'

export type ReviewRow =
  | {
      kind: 'change'
      key: string
      current: string
      next: string
      outdated: boolean
      glossary: GlossaryIssue[]
    }
  /** An outdated row whose English the agency confirmed as it is: saving it clears the mark. */
  | { kind: 'confirm'; key: string; current: string; glossary: GlossaryIssue[] }
  | { kind: 'refused'; key: string; next: string; reason: ImportRefusal; icu: IcuProblem[] }
  | { kind: 'unknown'; key: string }

export interface Review {
  rows: ReviewRow[]
  /** Units whose translation is what the catalogue already holds. */
  unchanged: number
}

/** What an id looks like (`home.hero.title`), to name an unknown unit by it rather than a number. */
const DOTTED = /^[\w-]+(\.[\w-]+)+$/

/** Which catalogue message a unit is, and whether its source is Swedish (not the id itself). */
function resolve(
  ids: readonly string[],
  source: string | undefined,
  known: ReadonlyMap<string, TranslationEntry>,
) {
  const key = ids.find((id) => known.has(id))
  return { key, swedish: key !== undefined && source !== undefined && source !== key }
}

/**
 * A returned file against the catalogue as saved: every unit checked as a save checks it (ICU
 * and placeholders against the current Swedish; glossary and house style as the row's notes).
 */
export function reviewImport(file: ReturnedFile, saved: readonly TranslationEntry[]): Review {
  const known = new Map(saved.map((e) => [e.key, e]))
  const seen = new Set<string>()
  const rows: ReviewRow[] = []
  let unchanged = 0
  for (const unit of file.units) {
    const { key, swedish } = resolve(unit.ids, unit.source, known)
    if (key === undefined) {
      rows.push({
        kind: 'unknown',
        key: unit.ids.find((id) => DOTTED.test(id)) ?? unit.ids[0] ?? '',
      })
      continue
    }
    const e = known.get(key)!
    const next = unit.target
    const refuse = (reason: ImportRefusal, icu: IcuProblem[] = []) =>
      rows.push({ kind: 'refused', key, next, reason, icu })
    if (seen.has(key)) {
      refuse('duplicate')
      continue
    }
    seen.add(key)
    const confirms = next === e.target && !!e.outdated && !unit.unconfirmed && next !== ''
    if ((next === e.target && !confirms) || (next === '' && e.target === '')) {
      unchanged++
      continue
    }
    if (swedish && unit.source !== e.source) refuse('source-changed')
    else if (unit.unconfirmed) refuse('unconfirmed')
    else if (next.trim() === '') refuse('empty')
    else {
      const icu = icuIssues(e.source, next)
      const glossary = glossaryIssues(key, e.source, next)
      if (icu.length) refuse('icu', icu)
      else if (confirms) rows.push({ kind: 'confirm', key, current: e.target, glossary })
      else
        rows.push({
          kind: 'change',
          key,
          current: e.target,
          next,
          outdated: !!e.outdated,
          glossary,
        })
    }
  }
  return { rows, unchanged }
}
