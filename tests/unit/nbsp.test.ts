import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { poMessages } from 'lingui-translation-editor/po'
import { messagesDroppingNbsp } from 'lingui-translation-editor/nbsp'

// The catalogue check's non-breaking-space rule (scripts/check-catalogs.ts compares each
// catalogue with its committed version) on the real catalogues.
const committed = poMessages(readFileSync('locales/sv/home.po', 'utf8'))
const [id, text] = [...committed].find(([, t]) => t.includes('\u00a0'))!

describe('a change that drops a non-breaking space', () => {
  it('is flagged with the words it held together when a text is retyped with a plain space', () => {
    const retyped = new Map(committed).set(id, text.replaceAll('\u00a0', ' '))
    const dropped = messagesDroppingNbsp(committed, retyped)
    expect(dropped.map((d) => d.id)).toEqual([id])
    expect(dropped[0]!.words).toMatch(/\S \S/)
    expect(text).toContain(dropped[0]!.words.replace(' ', '\u00a0'))
  })

  it('is not raised for an unchanged catalogue, an edit that keeps it, or a rewrite without those words', () => {
    expect(messagesDroppingNbsp(committed, committed)).toEqual([])
    expect(messagesDroppingNbsp(committed, new Map(committed).set(id, `Nytt: ${text}`))).toEqual([])
    expect(messagesDroppingNbsp(committed, new Map(committed).set(id, 'Helt annan text'))).toEqual(
      [],
    )
  })
})
