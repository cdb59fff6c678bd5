import { fetchCatalogue, fetchPo } from '../api/api-client'
import type { TranslationEntry } from '../api/api-schema'
import type { Drafts } from '../drafts/drafts'
import type { Stored } from '../drafts/stored'
import { languages } from '../host/app-config'
import { namespaces } from '../host/namespaces'
import { exportedRows, UNSAVED } from './export-files'
import { sourceWords, writeXliff, type XliffUnit } from './xliff'
import { poNotes, xliffUnit } from './xliff-units'

export const xliffName = (id: string) => `${id}.${languages.source}-${languages.target}.xlf`

/** The units of one catalogue as exported (`taken`: the drafts the translator chose to include). */
export async function catalogueUnits(
  id: string,
  saved: readonly TranslationEntry[],
  taken: Drafts,
): Promise<XliffUnit[]> {
  const notes = poNotes(await fetchPo(id, 'source'))
  // Each draft taken says so in its unit, as the .po export marks it.
  return exportedRows(saved, taken).map((e) => ({
    ...xliffUnit(e, notes.get(e.key)),
    ...(taken[e.key] && { unsaved: UNSAVED }),
  }))
}

export const xliffDocument = (id: string, units: readonly XliffUnit[]) =>
  writeXliff({
    original: id,
    sourceLanguage: languages.source,
    targetLanguage: languages.target,
    units,
  })

/** Every catalogue as an XLIFF file in one zip, and the source words of all of them. */
export async function exportAllXliff(drafts: Stored<Drafts[string]>) {
  // fflate only when asked for: it stays out of the editor's first load.
  const { strToU8, zipSync } = await import('fflate')
  let words = 0
  const files = await Promise.all(
    namespaces.map(async (id) => {
      const units = await catalogueUnits(id, (await fetchCatalogue(id)).entries, drafts[id] ?? {})
      words += sourceWords(units)
      return [`xliff/${xliffName(id)}`, strToU8(xliffDocument(id, units))] as const
    }),
  )
  return { zip: zipSync(Object.fromEntries(files)), words }
}
