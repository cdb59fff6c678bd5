import { parsePo } from 'pofile-ts'
import type { TranslationEntry } from '../api/api-schema'
import type { XliffUnit } from './xliff'

/** Lingui's own marker on a message with an explicit id: not a comment anyone wrote. */
const LINGUI_MARKER = 'js-lingui-explicit-id'

/** What the Swedish catalogue says about each message: its developer comments and origins. */
export function poNotes(text: string): Map<string, { comments: string[]; origins: string[] }> {
  const notes = new Map<string, { comments: string[]; origins: string[] }>()
  for (const item of parsePo(text).items) {
    if (item.obsolete || item.msgctxt) continue
    notes.set(item.msgid, {
      comments: item.extractedComments.filter((c) => c.trim() !== LINGUI_MARKER),
      origins: item.references,
    })
  }
  return notes
}

/** A row as a unit: Swedish the source, English the target, the outdated mark as its state. */
export function xliffUnit(
  e: TranslationEntry,
  notes: { comments: string[]; origins: string[] } | undefined,
): XliffUnit {
  const sites = e.sites?.map((s) => (s.line ? `${s.file}:${s.line}` : s.file))
  return {
    id: e.key,
    source: e.source,
    target: e.target,
    state: e.target === '' ? 'new' : e.outdated ? 'outdated' : 'translated',
    comments: notes?.comments ?? [],
    locations: sites?.length ? sites : (notes?.origins ?? []),
    ...(e.outdated && e.target !== '' && { previousSource: e.outdated.previous }),
  }
}
