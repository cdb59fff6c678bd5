import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { poMessages, poOutdated, poRenamed } from '../../src/po'
import { miniApp, runEditorCommand } from './mini-app'

// The English outdated mark through real extracts (`lingui-translation-editor extract`, a
// one-file app: mini-app.ts), with what a CAT tool hands back. The fixtures are translate-toolkit's
// (3.8): the app's English catalogue with home.a outdated (the Swedish went "Hej" -> "Hej igen"),
// through `po2xliff` and back through `xliff2po`, as is (xliff2po-outdated.po) and with home.a
// approved in the XLIFF (xliff2po-approved.po: the translator confirmed the English).
const apps: Array<ReturnType<typeof miniApp>> = []
afterEach(() => apps.splice(0).forEach((a) => a.remove()))

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8')

function app(english = fixture('xliff2po-outdated.po')) {
  const a = miniApp(
    { 'home.a': 'Hej igen', 'home.b': 'Två' },
    { 'home.a': 'Hello', 'home.b': 'Two' },
  )
  apps.push(a)
  const en = join(a.root, 'locales/en/home.po')
  writeFileSync(en, english)
  return {
    ...a,
    target: () => readFileSync(en, 'utf8'),
    extract: async () => {
      const run = runEditorCommand(a.root, ['extract', '--clean', '--overwrite'])
      expect(await run.done, run.stderr()).toBe(0)
    },
  }
}

it('after an XLIFF round trip, extract keeps the mark and leaves no flag line above the header; the mark clears when the Swedish goes back to the text the English was translated from', async () => {
  const a = app()
  expect(a.target()).toMatch(/^#, fuzzy\nmsgid ""/)
  await a.extract()
  expect(a.target()).toMatch(/^msgid ""/)
  expect(a.target()).not.toContain(', fuzzy\nmsgid ""')
  expect(poOutdated(a.target())).toEqual(new Map([['home.a', 'Hej']]))
  expect(poMessages(a.target())).toEqual(
    new Map([
      ['home.a', 'Hello'],
      ['home.b', 'Two'],
    ]),
  )
}, 60_000)

it('when a CAT tool clears the fuzzy flag, extract drops the previous text with it', async () => {
  const a = app(fixture('xliff2po-approved.po'))
  expect(a.target()).toContain('# previous-sv: "Hej"')
  await a.extract()
  expect(a.target()).not.toContain('previous-sv')
  expect(poOutdated(a.target()).size).toBe(0)
  expect(poMessages(a.target()).get('home.a')).toBe('Hello')
}, 60_000)

it('the mark follows a renamed id: the kept English stays outdated, with the Swedish it was translated from', async () => {
  const a = app()
  a.writeCode({ 'home.c': 'Hej igen', 'home.b': 'Två' })
  await a.extract()
  expect(poRenamed(a.target())).toEqual([
    { key: 'home.a', source: 'Hej', target: 'Hello', outdated: true },
  ])
}, 60_000)
