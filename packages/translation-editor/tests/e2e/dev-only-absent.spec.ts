import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from '@playwright/test'
import { hostPath } from './host'

// Nothing of the dev server or of the tests ships. In-context editing (src/in-context/) exists
// under `npm start` only: the dev server injects it into its page, nothing of the app imports it
// (eslint.config.js), and its styles are left out of the built CSS (panda.config.ts). This reads
// the built site as shipped.
const dist = hostPath('dist')
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? files(join(dir, d.name)) : [join(dir, d.name)],
  )
// Text files only; the .br/.gz twins hold the same bytes compressed.
const shipped = files(dist)
  .filter((f) => !/\.(br|gz|png|ico)$/.test(f))
  .map((f) => ({ path: relative(dist, f), text: readFileSync(f, 'utf8') }))

// What only the panel's code or markup would contain.
const codeMarks = ['data-in-context', 'in-context-panel', 'in-context-list', 'in-context/boot']
// The panel's texts (editor.inContext.*): the editor's own interface catalogues hold them, as they
// hold every message of the editor, and only the translation editor loads them.
const texts = ['Redigera texten', 'Edit the text', 'Texterna på sidan', 'Texts on this page']
const editorCatalogue = (path: string, text: string) =>
  /^assets\/editor-interface-(sv|en)-[\w-]+\.js$/.test(path) && text.includes('editor.intro.title')

test('the built site holds no code, markup or styles of in-context editing', () => {
  expect(shipped.length).toBeGreaterThan(50)
  const found = shipped.flatMap(({ path, text }) =>
    codeMarks
      .filter((m) => text.includes(m) && !(editorCatalogue(path, text) && m === 'in-context-panel'))
      .map((m) => `${path}: ${m}`),
  )
  // A catalogue as .po names the files its messages come from (`#: src/…/in-context/…`): data,
  // not code; everything else must be free of the marks.
  expect(found.filter((f) => !/^assets\/editor-[\w-]+\.js: in-context\//.test(f))).toEqual([])
  for (const { path, text } of shipped) {
    for (const t of texts) {
      if (text.includes(t)) expect(editorCatalogue(path, text), `${path}: ${t}`).toBe(true)
    }
  }
  // The panel's own styles (its box, the hover outline) are not in the CSS.
  const css = shipped.filter((f) => f.path.endsWith('.css'))
  expect(css.length).toBeGreaterThan(0)
  for (const { path, text } of css) {
    expect(text, path).not.toContain('min(40rem')
    expect(text, path).not.toMatch(/outline-style:\s*dashed/)
  }
})

test('no page but the translation editor loads the editor catalogues that hold the panel texts', () => {
  const pages = shipped.filter((f) => f.path.endsWith('.html'))
  expect(pages.length).toBeGreaterThan(30)
  // The site's `editor` catalogue (its labels for the editor's files), with the editor's page.
  const loading = pages.filter((p) => /assets\/editor-[\w-]+\.js/.test(p.text)).map((p) => p.path)
  expect(loading.sort()).toEqual(['en/translations.html', 'sv/oversattningar.html'])
  for (const { path, text } of pages) expect(text, path).not.toContain('in-context')
  // The editor's own interface catalogues: only its page's module loads them.
  const loaders = shipped.filter(
    (f) => f.path.endsWith('.js') && /editor-interface-(sv|en)-[\w-]+\.js/.test(f.text),
  )
  expect(loaders.map((f) => f.path)).toEqual([expect.stringMatching(/^assets\/translations-/)])
})

test('the built site holds nothing of the tests: no hook a page could fill, nothing that asks whether a robot drives the browser', () => {
  // The e2e tests reach the built editor as a visitor's browser would: its storage, its
  // network (the shipped catalogues, its API's code), never a door left open in the page.
  const scripts = shipped.filter((f) => f.path.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(10)
  const marks = ['__cirklaEditorMocks', 'webdriver']
  const found = scripts.flatMap(({ path, text }) =>
    marks.filter((m) => text.includes(m)).map((m) => `${path}: ${m}`),
  )
  expect(found).toEqual([])
})
