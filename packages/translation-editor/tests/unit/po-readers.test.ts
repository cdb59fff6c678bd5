import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { markOutdated, poComments, poMessages, poOutdated, updatePo } from '../../src/po'

// The readers share one parse per file (src/po.ts): what they answer must be the file's own,
// whatever was read or written before.
const en = readFileSync('locales/en/common.po', 'utf8')
const sv = readFileSync('locales/sv/common.po', 'utf8')
const [key, text] = [...poMessages(en)].find(([k, t]) => t !== '' && t !== poMessages(sv).get(k))!

describe('the .po readers', () => {
  it('answer the same for a file read again, and another file its own', () => {
    expect(poMessages(en)).toEqual(poMessages(en))
    expect(poMessages(sv).get(key)).not.toBe(text)
    expect(poMessages(en).get(key)).toBe(text)
  })

  it('see a writer’s result, and the file it was written from unchanged', () => {
    const changed = updatePo(en, new Map([[key, 'Changed']]))
    expect(poMessages(changed).get(key)).toBe('Changed')
    expect(poMessages(en).get(key)).toBe(text)
    const marked = markOutdated(en, new Map([[key, 'Förra']]), 'sv')
    expect(poOutdated(marked)).toEqual(new Map([[key, 'Förra']]))
    expect(poOutdated(en).has(key)).toBe(false)
  })

  it('answer a file read long ago as when it was first read', () => {
    const before = poComments(sv)
    for (let i = 0; i < 8; i++) poMessages(updatePo(en, new Map([[key, `Text ${i}`]])))
    expect(poComments(sv)).toEqual(before)
    expect(poMessages(en).get(key)).toBe(text)
  })
})
