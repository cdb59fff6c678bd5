import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { updatePo } from '../../src/po'
import type { Page } from '@playwright/test'
import { git, markNoReload, notReloaded, onThrowawayRepo, repo } from './dev-repo'
import { expect, gotoHydrated, test, untilIdle } from '../../../../tests/e2e/fixtures'

// `npm start`: an open page follows a catalogue changed on disk in place (src/i18n/catalogs.ts,
// src/server/vite-plugin.ts), whoever wrote it. The editor's own saves are
// in editor-dev.spec.ts and editor-dev-in-context-save.spec.ts.
onThrowawayRepo(['/en'])

/** From now on, every text the page's header shows; `seen()` lists them. */
async function watchHeader(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __headers: string[] }
    const seen = new Set([document.querySelector('header')!.textContent])
    w.__headers = [...seen]
    new MutationObserver(() => {
      seen.add(document.querySelector('header')?.textContent ?? '')
      w.__headers = [...seen]
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  return () => page.evaluate(() => (window as unknown as { __headers: string[] }).__headers)
}

/** A save through the API, from the page (its origin is the editor's). */
const save = (page: Page, changes: object[]) =>
  page.evaluate(async (changes) => {
    const { version } = (await (await fetch('/api/translations/common')).json()) as {
      version: string
    }
    const res = await fetch('/api/translations/common', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ version, changes }),
    })
    return res.status
  }, changes)

// Once, after saves in both languages, /en showed a Swedish header ('Hem', 'Logga in',
// a switcher offering 'English') over an English body.
test('en: a catalogue caught halfway through a rewrite (git checkout, lingui extract) never turns the English layout Swedish; the finished file shows', async ({
  page,
}) => {
  await gotoHydrated(page, '/en')
  await markNoReload(page)
  const header = page.locator('header')
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible()
  const seen = await watchHeader(page)
  const file = join(repo, 'locales/en/common.po')
  const next = updatePo(
    readFileSync(file, 'utf8'),
    new Map([
      ['common.footer.company', 'Our company'],
      // the name of the header's link to the application's login (its visible text is shorter)
      ['common.header.appLoginName', 'Sign in to the app'],
    ]),
  )
  // What a writer that is not atomic (git checkout, `lingui extract`, a text editor) leaves on
  // disk for a moment: the start of the new file, cut mid-line, before the header's messages.
  writeFileSync(file, next.slice(0, next.indexOf('common.head.') + 5))
  await expect(page.locator('footer').getByText('Our company', { exact: true })).toBeVisible()
  writeFileSync(file, next)
  await expect(header.getByRole('link', { name: 'Sign in to the app' })).toBeVisible()
  const headers = await seen()
  expect(headers.filter((h) => !h.includes('Log in') && !h.includes('Sign in'))).toEqual([])
  expect(headers.every((h) => h.includes('Svenska'))).toBe(true)
  expect(await notReloaded(page)).toBe(true)
})

test('en: a save of a layout text in both languages (its code, locales/sv and locales/en) keeps the open English page English', async ({
  page,
}) => {
  await gotoHydrated(page, '/en')
  await markNoReload(page)
  const header = page.locator('header')
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible()
  const seen = await watchHeader(page)
  // The Swedish text lives in nav-items.ts; the page gets both languages from the catalogues it
  // reloads (the save's code write is no hot update: vite-plugin.ts).
  expect(
    await save(page, [
      { key: 'common.nav.producerGroup', source: 'Producentansvaret', target: 'Producer duty' },
    ]),
  ).toBe(200)
  // (the dropdown's button: the summary of its <details>)
  await expect(header.locator('summary', { hasText: 'Producer duty' })).toBeVisible()
  await untilIdle(page)
  expect(git('status', '--porcelain').trimEnd().split('\n').sort()).toEqual([
    ' M locales/en/common.po',
    ' M locales/sv/common.po',
    ' M src/components/layout/nav-items.ts',
  ])
  const headers = await seen()
  expect(
    headers.filter((h) => !h.includes('Log in') || /Producentansvar|Logga in/.test(h)),
  ).toEqual([])
  expect(headers.every((h) => h.includes('Svenska'))).toBe(true)
  expect(await notReloaded(page)).toBe(true)
})

test('sv: a Swedish save of a page label, defined in the page registry (src/i18n/pages.ts, no HMR boundary), shows in place without reloading the page', async ({
  page,
}) => {
  await gotoHydrated(page, '/sv')
  await markNoReload(page)
  const footer = page.locator('footer')
  await expect(footer.getByRole('link', { name: 'Producentansvar', exact: true })).toBeVisible()
  expect(await save(page, [{ key: 'common.page.producer', source: 'Producentansvaret' }])).toBe(200)
  await expect(footer.getByRole('link', { name: 'Producentansvaret', exact: true })).toBeVisible()
  // A later save, of a text in another file: by the time it shows, the dev server has long handled
  // the first save's files (a full reload for pages.ts would have come before it).
  expect(await save(page, [{ key: 'common.nav.producerGroup', source: 'Producentplikt' }])).toBe(
    200,
  )
  await expect(page.locator('header summary', { hasText: 'Producentplikt' })).toBeVisible()
  expect(git('status', '--porcelain').trimEnd().split('\n').sort()).toEqual([
    ' M locales/en/common.po',
    ' M locales/sv/common.po',
    ' M src/components/layout/nav-items.ts',
    ' M src/i18n/pages.ts',
  ])
  expect(await notReloaded(page)).toBe(true)
})
