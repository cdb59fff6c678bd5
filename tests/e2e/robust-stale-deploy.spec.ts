import type { APIRequestContext, Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './fixtures'

// A stale deploy, simulated: the page was loaded before a deploy, and one of the hashed files the
// next page needs now answers 404. The visitor must end on that page (header and footer included)
// after at most one full load; if even that load cannot get the file, the error page shows inside
// the layout in the page's language, and its Retry works once the file is back.

const text = {
  sv: {
    error: 'Något gick fel',
    retry: 'Försök igen',
    contact: 'Kontakta oss',
    switchTo: 'English',
  },
  en: {
    error: 'Something went wrong',
    retry: 'Try again',
    contact: 'Contact us',
    switchTo: 'Svenska',
  },
} as const
const contactUrl = { sv: '/sv/kontakt', en: '/en/contact' } as const
const navLabel = { sv: 'Kontakt', en: 'Contact' } as const

/**
 * The page's own chunks, found the way the browser finds them: the modulepreload links of its
 * prerendered HTML. A catalogue chunk is the compiled messages (JSON.parse of the ids), the route
 * chunk is the page component named after its route file.
 */
async function chunkOf(
  request: APIRequestContext,
  url: string,
  name: string,
  kind: 'catalogue' | 'route',
) {
  const html = await (await request.get(url)).text()
  const hrefs = [...html.matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!)
  for (const href of hrefs.filter((h) => h.startsWith(`/assets/${name}-`))) {
    const isCatalogue = /^var \w+=JSON\.parse\(/.test(await (await request.get(href)).text())
    if (isCatalogue === (kind === 'catalogue')) return href
  }
  throw new Error(`no ${kind} chunk ${name} on ${url}`)
}

/** Makes `href` answer 404 (the first `times` requests, or until `restore()` is called). */
async function breakFile(page: Page, href: string, times = Infinity) {
  let left = times
  await page.route(`**${href}`, (route) =>
    left-- > 0 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue(),
  )
  return { restore: () => void (left = 0) }
}

/** Full document loads of the tab (client navigations make none). */
function countDocumentLoads(page: Page) {
  const loads: string[] = []
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) loads.push(r.url())
  })
  return loads
}

/**
 * Notes in sessionStorage (which outlives a reload) every document that showed the error page,
 * even for a moment, by how it was loaded: `navigate` (the page the visitor was on) or `reload`.
 */
async function recordErrorPages(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[data-testid="error-page"]')) return
      observer.disconnect()
      const how = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .type
      sessionStorage.setItem(
        'e2e.errorPages',
        `${sessionStorage.getItem('e2e.errorPages') ?? ''}${how} `,
      )
    })
    observer.observe(document, { subtree: true, childList: true })
  })
  return () =>
    page
      .evaluate(() => (sessionStorage.getItem('e2e.errorPages') ?? '').trim())
      // Asked while a document is being replaced: nothing to read yet (expect.poll asks again).
      .catch((error: Error) => `(${error.message})`)
}

async function expectPageInLayout(page: Page, lang: 'sv' | 'en', url: string, h1: string) {
  await expect(page).toHaveURL(url)
  // After a full load the prerendered page shows first; judge what the client made of it.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
}

// The recovery does not depend on the language (its logic: tests/unit/stale-deploy.test.ts; a
// page's route chunk is one file for both): every case in Swedish. The error page speaks the
// page's language: that case in English too.
for (const lang of ['sv', 'en'] as const) {
  const t = text[lang]
  const target = contactUrl[lang]
  const every = lang === 'sv'

  test.describe(`stale deploy (${lang})`, () => {
    test.describe.configure({ timeout: 90_000 }) // up to three document loads each
    for (const kind of every ? (['catalogue', 'route'] as const) : []) {
      test(`a missing ${kind} chunk turns into one full load of the target page`, async ({
        page,
        request,
      }) => {
        const href = await chunkOf(request, target, 'contact', kind)
        const errorPages = await recordErrorPages(page)
        await gotoHydrated(page, `/${lang}`)
        const loads = countDocumentLoads(page)
        await breakFile(page, href, 1)
        await page
          .getByRole('banner')
          .getByRole('link', { name: navLabel[lang], exact: true })
          .click()
        await expectPageInLayout(page, lang, target, t.contact)
        await expect(page).toHaveTitle(`${t.contact} | Cirkla`)
        expect(loads.length).toBeLessThanOrEqual(1)
        // Not even a glimpse of the error page while the reload was under way.
        expect(await errorPages()).toBe('')
      })
    }

    for (const kind of every ? (['catalogue', 'route'] as const) : (['catalogue'] as const)) {
      test(`a ${kind} chunk that stays missing shows the error page in the layout; Retry works once it is back`, async ({
        page,
        request,
      }) => {
        const href = await chunkOf(request, target, 'contact', kind)
        const errorPages = await recordErrorPages(page)
        await gotoHydrated(page, `/${lang}`)
        const loads = countDocumentLoads(page)
        const file = await breakFile(page, href)
        await page
          .getByRole('banner')
          .getByRole('link', { name: navLabel[lang], exact: true })
          .click()
        // The error page belongs to the reloaded document, and only to it: judged on the page the
        // visitor was on, the file would be restored before the reload asked for it.
        await expect.poll(errorPages).toBe('reload')
        await expectPageInLayout(page, lang, target, t.error)
        expect(loads).toHaveLength(1)
        // The page's language everywhere: no raw ids, nothing from the other language.
        await expect(page).toHaveTitle(/ \| Cirkla$/)
        await expect(page).not.toHaveTitle(/common\.|contact\./)
        await expect(page.getByRole('contentinfo')).not.toContainText(/common\./)

        file.restore()
        await page.getByRole('button', { name: t.retry }).click()
        await expectPageInLayout(page, lang, target, t.contact)
        await expect(page).toHaveTitle(`${t.contact} | Cirkla`)
      })
    }

    if (every)
      test("switching language with the other language's common catalogue gone lands on the page", async ({
        page,
        request,
      }) => {
        const other = lang === 'sv' ? 'en' : 'sv'
        const href = await chunkOf(request, contactUrl[other], 'common', 'catalogue')
        await gotoHydrated(page, target)
        const loads = countDocumentLoads(page)
        await breakFile(page, href, 1)
        await page.getByRole('banner').getByRole('link', { name: t.switchTo }).click()
        await expectPageInLayout(page, other, contactUrl[other], text[other].contact)
        await expect(page).toHaveTitle(`${text[other].contact} | Cirkla`)
        expect(loads.length).toBeLessThanOrEqual(1)
      })
  })
}
