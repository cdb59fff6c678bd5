import { readFileSync } from 'node:fs'
import { formatter } from '@lingui/format-po'
import { describe, expect, it } from 'vitest'
import { keepRenamed, markOutdated, poMessages, poOutdated, poRenamed } from '../../src/po'

// The shipped English catalogue, as `lingui extract` wrote it.
const en = readFileSync('locales/en/common.po', 'utf8')
const key = [...poMessages(en)].find(([, text]) => text !== '')![0]
const po = formatter({ lineNumbers: false })
const ctx = { locale: 'en', sourceLocale: 'sv', filename: 'common.po' }

/** What `lingui extract` does with a catalogue: parse it, merge (keeps `extra`), write it. */
const extractRoundTrip = async (text: string) =>
  po.serialize(await po.parse(text, ctx), { ...ctx, existing: text })

describe('outdated translations in the .po (gettext fuzzy + the previous Swedish)', () => {
  it('marks a translation fuzzy with its previous Swedish, and Lingui reads both', async () => {
    const marked = markOutdated(en, new Map([[key, 'Förra texten\nrad två "citat" ']]))
    expect(poOutdated(marked)).toEqual(new Map([[key, 'Förra texten\nrad två "citat" ']]))
    const catalog = (await po.parse(marked, ctx)) as Record<
      string,
      { extra?: { flags?: string[] } }
    >
    expect(catalog[key]?.extra?.flags).toContain('fuzzy')
    expect(marked).toContain('#, fuzzy')
    // Only that entry changed: the other lines are the file's own.
    expect(marked.split('\n').length).toBe(en.split('\n').length + 2)
  })

  it('keeps the mark through Lingui’s own po format, byte for byte', async () => {
    const marked = markOutdated(en, new Map([[key, 'Förra texten']]))
    expect(await extractRoundTrip(marked)).toBe(marked)
  })

  it('keeps the first previous text on a second change, and clears back to the file as it was', () => {
    const once = markOutdated(en, new Map([[key, 'Första']]))
    const twice = markOutdated(once, new Map([[key, 'Andra']]))
    expect(poOutdated(twice).get(key)).toBe('Första')
    expect(markOutdated(twice, new Map([[key, null]]))).toBe(en)
  })

  it('never marks an empty translation, and leaves an unmarked file untouched', () => {
    const empty = [...poMessages(en)].find(([, text]) => text === '')
    if (empty) expect(markOutdated(en, new Map([[empty[0], 'x']]))).toBe(en)
    expect(markOutdated(en, new Map([[key, null]]))).toBe(en)
  })
})

describe('renamed ids’ English kept as gettext obsolete entries', () => {
  const renamed = [
    { key: 'common.old', source: 'Räkna "avgift"\nrad två ', target: 'Calculate fee' },
  ]

  it('keeps the old id with its Swedish and English; the live messages stay as they were', () => {
    const kept = keepRenamed(en, renamed)
    expect(kept).toContain('#~ msgid "common.old"')
    expect(poRenamed(kept)).toEqual(renamed)
    expect(poMessages(kept)).toEqual(poMessages(en))
    expect(poOutdated(kept).size).toBe(0)
    expect(keepRenamed(kept, [])).toBe(en)
  })

  it('Lingui reads it as an obsolete message and writes it back byte for byte', async () => {
    const kept = keepRenamed(en, renamed)
    const catalog = (await po.parse(kept, ctx)) as Record<
      string,
      { obsolete?: boolean; translation?: string }
    >
    expect(catalog['common.old']).toMatchObject({ obsolete: true, translation: 'Calculate fee' })
    expect(await extractRoundTrip(kept)).toBe(kept)
  })
})
