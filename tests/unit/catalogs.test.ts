import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { poMessages } from '../../src/shared/po'

const dir = (lang: string) => join(__dirname, '../../locales', lang)
const namespaces = readdirSync(dir('sv'))
  .filter((f) => f.endsWith('.po'))
  .map((f) => f.replace(/\.po$/, ''))

describe('Lingui catalogues', () => {
  it('has one catalogue per namespace in both languages', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'home', 'calculator']))
    expect(
      readdirSync(dir('en'))
        .filter((f) => f.endsWith('.po'))
        .sort(),
    ).toEqual(namespaces.map((n) => `${n}.po`).sort())
  })

  it.each(namespaces)('%s: ids carry the namespace and English is complete', (ns) => {
    const sv = poMessages(readFileSync(join(dir('sv'), `${ns}.po`), 'utf8'))
    const en = poMessages(readFileSync(join(dir('en'), `${ns}.po`), 'utf8'))
    expect(sv.size).toBeGreaterThan(0)
    expect([...sv.keys()].filter((id) => !id.startsWith(`${ns}.`))).toEqual([])
    expect([...en.keys()].sort()).toEqual([...sv.keys()].sort())
    expect([...en].filter(([, text]) => !text.trim()).map(([id]) => id)).toEqual([])
  })
})
