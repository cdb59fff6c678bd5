import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { miniApp, runEditorCommand } from './mini-app'

// `extract --check` (the catalogue check's): the same extract on a copy of the catalogues,
// reporting what it would change and writing nothing. Real `lingui extract` on a one-file app.
const apps: Array<ReturnType<typeof miniApp>> = []
afterEach(() => apps.splice(0).forEach((a) => a.remove()))

const files = (root: string) =>
  Object.fromEntries(
    readdirSync(join(root, 'locales'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.po'))
      .map((f) => [f, readFileSync(join(root, 'locales', f), 'utf8')]),
  )

it('reports the catalogues and messages an extract would change, the English mark included, and writes none', async () => {
  const app = miniApp({ 'home.a': 'Hej', 'home.b': 'Två' }, { 'home.a': 'Hello', 'home.b': 'Two' })
  apps.push(app)
  const check = () => runEditorCommand(app.root, ['extract', '--check', '--clean', '--overwrite'])

  const clean = check()
  expect(await clean.done).toBe(0)

  app.writeCode({ 'home.a': 'Hej igen', 'home.b': 'Två', 'home.c': 'Ny' })
  const before = files(app.root)
  const stale = check()
  expect(await stale.done).toBe(1)
  expect(stale.stderr()).toContain(
    'locales/sv/home.po is out of date with the code: home.a, home.c',
  )
  // home.a's English gets its outdated mark, home.c an empty entry.
  expect(stale.stderr()).toContain(
    'locales/en/home.po is out of date with the code: home.a, home.c',
  )
  expect(files(app.root)).toEqual(before)
}, 60_000)
