import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { namespaces } from '../../src/shared/catalogues'
import { poMessages } from 'lingui-translation-editor/po'

const dir = (lang: string) => join(__dirname, '../../locales', lang)
const files = (lang: string) =>
  readdirSync(dir(lang))
    .filter((f) => f.endsWith('.po'))
    .sort()

describe('Lingui catalogues', () => {
  it('has one catalogue per declared namespace in both languages', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'home', 'calculator']))
    expect(files('sv')).toEqual(namespaces.map((n) => `${n}.po`).sort())
    expect(files('en')).toEqual(files('sv'))
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
