import type { APIRequestContext, Page } from '@playwright/test'
import { storedItemOf, storedItems } from '../../src/features/cookies/stored-items'
import { expect, gotoHydrated, test } from './fixtures'

// The cookie policy listed local storage only (the site writes session storage
// too) and told of a service worker that is never registered. Its list is one module
// (src/features/cookies/stored-items.ts, the policy's tables); here a visit through the site and the
// translation editor records every key either storage is given, and each must be on the list,
// and each item on the list must be written by something the visit did.

type Written = { storage: 'local' | 'session'; key: string }

/** Records every key the pages write, in every document of the context, until it closes. */
async function recordWrites(page: Page) {
  const written: Written[] = []
  await page
    .context()
    .exposeBinding('__storageWritten', (_, storage: Written['storage'], key: string) => {
      written.push({ storage, key })
    })
  await page.context().addInitScript(() => {
    // (the method itself, to call on either storage)
    const setItem = Object.getOwnPropertyDescriptor(Storage.prototype, 'setItem')!.value as (
      this: Storage,
      key: string,
      value: string,
    ) => void
    const report = (window as unknown as { __storageWritten: (s: string, k: string) => void })
      .__storageWritten
    Storage.prototype.setItem = function (key: string, value: string) {
      report(this === window.localStorage ? 'local' : 'session', String(key))
      setItem.call(this, key, value)
    }
    // The test's own writes (a corrupt store to read) go around the record.
    Object.assign(window, { __setUnrecorded: setItem })
  })
  return written
}

/** Every key both storages hold now. */
const storedNow = (page: Page) =>
  page.evaluate(() =>
    (['local', 'session'] as const).flatMap((storage) => {
      const store = storage === 'local' ? localStorage : sessionStorage
      return Object.keys(store).map((key) => ({ storage, key }))
    }),
  )

/**
 * A chunk of `url` that `from` has not loaded (a page the visitor goes to next): its catalogue
 * (compiled messages: JSON.parse of the ids) or its route's code.
 */
async function chunkOnlyOn(
  request: APIRequestContext,
  url: string,
  from: string,
  kind: 'catalogue' | 'route',
) {
  const preloads = async (page: string) =>
    [
      ...(await (await request.get(page)).text()).matchAll(
        /rel="modulepreload"[^>]*href="([^"]+)"/g,
      ),
    ].map((m) => m[1]!)
  const before = new Set(await preloads(from))
  for (const href of (await preloads(url)).filter((h) => !before.has(h))) {
    const isCatalogue = /^var \w+=JSON\.parse\(/.test(await (await request.get(href)).text())
    if (isCatalogue === (kind === 'catalogue')) return href
  }
  throw new Error(`${url}: no ${kind} chunk that ${from} has not loaded`)
}

/** The next client-side navigation finds `href` gone once (a deploy while the page was open). */
async function goneOnce(page: Page, href: string) {
  let left = 1
  await page.route(`**${href}`, (route) =>
    left-- > 0 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue(),
  )
}

test('what the site and the editor store in the browser is what the cookie policy lists, and all of it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const written = await recordWrites(page)

  // The site: a page, a client-side navigation, the other language. (The router keeps where each
  // page was scrolled to when the document is left: the reload below, then the editor.)
  await gotoHydrated(page, '/sv')
  await page.getByRole('banner').getByRole('link', { name: 'Kontakt', exact: true }).click()
  await expect(page).toHaveURL('/sv/kontakt')
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL('/en/contact')

  // A deploy while the page was open: the next page's code, then the next one's messages, are
  // gone once; one reload fetches each (the router's own recovery, then the site's).
  for (const [name, url, kind] of [
    ['Optimise fleet', '/en/optimize-fleet', 'route'],
    ['Sustainability', '/en/sustainability-reporting', 'catalogue'],
  ] as const) {
    await goneOnce(page, await chunkOnlyOn(request, url, new URL(page.url()).pathname, kind))
    // The recovery's reload, not the page it leaves (hydrated, with its h1), ends this step: a
    // navigation begun before it ends was aborted by it.
    const reloaded = page.waitForEvent('load')
    await page.getByRole('banner').getByRole('link', { name, exact: true }).click()
    await reloaded
    await expect(page).toHaveURL(url)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }

  // The editor, with a store it cannot read (set aside, not overwritten): a draft typed, saved.
  // (Its page as a visitor uses it: the editor's own test helpers are its package's.)
  const editor = '/en/translations'
  await gotoHydrated(page, editor)
  await page.evaluate(() => {
    const raw = (window as unknown as { __setUnrecorded: Storage['setItem'] }).__setUnrecorded
    raw.call(localStorage, 'cirkla.editor.edits.v2', '{not json')
  })
  await gotoHydrated(page, editor)
  await page.getByRole('button', { name: /^home\.po/ }).click()
  await page.getByPlaceholder('Search key or text...').fill('home.hero.badge')
  await page
    .locator('[role=row][data-key="home.hero.badge"] textarea[data-lang=en]')
    .fill('A badge of our own')
  await page.keyboard.press('ControlOrMeta+s')
  await expect(page.getByText('Your edits are saved in this browser')).toBeVisible()

  const kept = await storedNow(page)
  const all = [...written, ...kept]
  const unlisted = all.filter(({ storage, key }) => !storedItemOf(storage, key))
  expect(unlisted, 'stored, but not in the cookie policy').toEqual([])
  // (the router writes its key as a document is left: recorded, or still stored at the end)
  const unwritten = storedItems
    .filter((item) => !all.some((w) => storedItemOf(w.storage, w.key) === item))
    .map((item) => `${item.storage}: ${item.key}`)
  expect(unwritten, 'in the cookie policy, but nothing wrote it').toEqual([])

  // Nothing else: no cookie, no database, no cache, no service worker (the editor's API answers
  // in the page).
  expect(await page.context().cookies()).toEqual([])
  expect(
    await page.evaluate(async () => ({
      databases: (await indexedDB.databases()).length,
      caches: (await caches.keys()).length,
      workers: (await navigator.serviceWorker.getRegistrations()).length,
    })),
  ).toEqual({ databases: 0, caches: 0, workers: 0 })
})
