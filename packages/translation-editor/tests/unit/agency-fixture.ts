import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { TranslationEntry } from '../../src/api/api-schema'
import { poMessages, poOutdated } from '../../src/po'
import { writeXliff } from '../../src/export/xliff'
import { poNotes, xliffUnit } from '../../src/export/xliff-units'

/**
 * The agency round trip's fixtures (fixtures/agency/README.md): a snapshot of a real catalogue
 * pair, the editor's XLIFF export of it, and what translate-toolkit made of that export and of
 * an agency's returns. fixtures/agency/regenerate.ts writes them; the tests read them.
 */
export const agencyDir = join(import.meta.dirname, 'fixtures/agency/')
export const readAgency = (name: string) => readFileSync(agencyDir + name, 'utf8')

/** The snapshot's rows as the API serves them (no code sites: the locations are its origins). */
export function snapshotEntries(): TranslationEntry[] {
  const sv = poMessages(readAgency('sv-calculator.po'))
  const en = poMessages(readAgency('en-calculator.po'))
  const outdated = poOutdated(readAgency('en-calculator.po'))
  return [...sv].map(([key, text]) => ({
    key,
    source: text,
    target: en.get(key) ?? '',
    ...(outdated.has(key) && { outdated: { previous: outdated.get(key)! } }),
  }))
}

/** The editor's XLIFF export of the snapshot. */
export function snapshotXliff(): string {
  const notes = poNotes(readAgency('sv-calculator.po'))
  const units = snapshotEntries().map((e) => xliffUnit(e, notes.get(e.key)))
  return writeXliff({ original: 'calculator', sourceLanguage: 'sv', targetLanguage: 'en', units })
}
