import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { poMessages, poOutdated, updatePo } from '../../src/po'
import { expect, test } from '../../../../tests/e2e/fixtures'
import { markNoReload, notReloaded, onThrowawayRepo, repo } from './dev-repo'
import { openFile, row, svCell, ui } from './editor-two-tabs'

// The code and the catalogue disagree when another actor writes one of them behind the editor's
// back (a text editor's stale buffer, a hand edit): the dev server watches the code, and the open
// row shows both texts at once, with where the code says it, until the translator picks one.
const inRepo = (path: string) => join(repo, path)
const po = (lang: string) => inRepo(`locales/${lang}/home.po`)
const onDisk = (lang: string) => readFileSync(po(lang), 'utf8')
const HERO = 'src/features/home/home-hero.tsx'
const KEY = 'home.hero.badge'

onThrowawayRepo(['/sv/oversattningar'])

test("sv: a stale buffer writes the old Swedish back into the code; the open row shows both with the code's file:line and cannot be saved over; either side can be taken", async ({
  page,
}) => {
  const committed = readFileSync(inRepo(HERO), 'utf8')
  const line = committed.split('\n').findIndex((l) => l.includes(`<Trans id="${KEY}"`)) + 1
  const old = poMessages(onDisk('sv')).get(KEY)!
  await openFile(page, 'home', 'sv', KEY)
  await markNoReload(page)
  const sv = svCell(page, KEY)
  await sv.fill('Ny text')
  await page.keyboard.press('ControlOrMeta+s')
  await expect(page.getByText(ui.sv.savedFiles)).toBeVisible()
  expect(readFileSync(inRepo(HERO), 'utf8')).toContain('>Ny text<')

  // The developer's text editor saves its buffer from before the save.
  writeFileSync(inRepo(HERO), committed)
  const note = row(page, KEY).getByTestId('code-differs')
  await expect(note.getByTestId('differs-code')).toHaveText(`I koden, ${HERO}:${line}: ${old}`)
  await expect(note.getByTestId('differs-catalogue')).toHaveText('I katalogen: Ny text')
  await expect(sv).toHaveAttribute('readonly', '')
  await expect(sv).toHaveAttribute('data-differs', 'true')

  // The code's text goes into the catalogue; the English was translated from it: no mark.
  await note.getByRole('button', { name: 'Använd koden' }).click()
  await expect(note).toHaveCount(0)
  await expect(sv).toHaveValue(old)
  await expect(sv).not.toHaveAttribute('readonly')
  expect(poMessages(onDisk('sv')).get(KEY)).toBe(old)
  expect(poOutdated(onDisk('en')).has(KEY)).toBe(false)
  expect(readFileSync(inRepo(HERO), 'utf8')).toBe(committed)

  // A hand edit of the catalogue: its text is written into the code.
  writeFileSync(po('sv'), updatePo(onDisk('sv'), new Map([[KEY, 'Handskriven']])))
  await expect(note.getByTestId('differs-catalogue')).toHaveText('I katalogen: Handskriven')
  await note.getByRole('button', { name: 'Använd katalogen' }).click()
  await expect(note).toHaveCount(0)
  expect(readFileSync(inRepo(HERO), 'utf8')).toContain('>Handskriven<')
  await expect(sv).toHaveValue('Handskriven')
  expect(await notReloaded(page)).toBe(true)
})
