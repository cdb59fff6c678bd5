import type { Page } from '@playwright/test'
import { expect, gotoHydrated, holdRequests, test } from '../../../../tests/e2e/fixtures'
import { apiCodeFails, enCell, row, svCell, ui, type UiLang } from './editor-two-tabs'

// The built editor, however it is reached, its cells labelled at every width
// (item 7) and its selected file visible in forced colours (item 12).

/** An in-app navigation, as a <Link> makes it: the router's history push, no document load. */
async function navigateInApp(page: Page, url: string) {
  await page.evaluate((to) => {
    const state = (history.state ?? {}) as { __TSR_index?: number }
    history.pushState({ ...state, __TSR_index: (state.__TSR_index ?? 0) + 1 }, '', to)
    dispatchEvent(new PopStateEvent('popstate', { state: history.state as unknown }))
  }, url)
}

/** API requests that reached the network: none, the API answers inside the page. */
function apiOnNetwork(page: Page) {
  const seen: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) seen.push(r.url())
  })
  return seen
}

/** The console errors but the 404 status of a page nginx serves as not found (aliases too). */
const besides404 = (errors: string[]) => errors.filter((e) => !/status of 404/.test(e))

async function expectLoaded(page: Page, lang: UiLang) {
  await expect(page.getByPlaceholder(ui[lang].search)).toBeVisible()
  await expect(page.locator('[role=row][data-key]').first()).toBeVisible()
  await expect(page.getByTestId('editor-load-failure')).toHaveCount(0)
}

const aliases: [url: string, lang: UiLang, landsOn: string][] = [
  ['/oversattningar', 'sv', '/sv/oversattningar'],
  ['/translations', 'en', '/en/translations'],
  ['/sv/translations', 'sv', '/sv/oversattningar'],
]

for (const [url, lang, landsOn] of aliases) {
  test(`${lang}: the editor reached by the alias ${url} loads its files`, async ({
    page,
    consoleErrors,
  }) => {
    const api = apiOnNetwork(page)
    await gotoHydrated(page, url)
    await expect(page).toHaveURL(landsOn)
    await expectLoaded(page, lang)
    // nginx serves the alias as the 404 page (the client then shows the editor): that status is
    // the one error.
    expect(besides404(consoleErrors)).toEqual([])
    expect(api).toEqual([])
  })
}

for (const lang of ['sv', 'en'] as const) {
  const home = lang === 'sv' ? '/sv' : '/en'
  const missing = lang === 'sv' ? '/sv/finns-inte' : '/en/no-such-page'

  test(`${lang}: the editor reached in the app from the home page and from a 404 page loads, and again after Back`, async ({
    page,
    consoleErrors,
  }) => {
    const api = apiOnNetwork(page)
    await gotoHydrated(page, home)
    await navigateInApp(page, ui[lang].url)
    await expectLoaded(page, lang)

    await gotoHydrated(page, missing)
    await expect(page.getByTestId('not-found')).toBeVisible()
    await navigateInApp(page, ui[lang].url)
    await expectLoaded(page, lang)
    await page.goBack()
    await expect(page.getByTestId('not-found')).toBeVisible()
    await page.goForward()
    await expectLoaded(page, lang)
    expect(besides404(consoleErrors)).toEqual([])
    expect(api).toEqual([])
  })
}

/** The editor interface's own catalogue, a lazy chunk per language (editor-interface-<lang>). */
const interfaceCatalogue = (url: URL) =>
  /\/assets\/editor-interface-[a-z]+-[^/]+\.js$/.test(url.pathname)

// The interface's catalogue arriving after the editor's code: the page's first render suspends on
// it. The prerendered page must then hydrate in place (its nodes kept, no recovery by client
// rendering) and an in-app navigation render once, both without an error.
for (const lang of ['sv', 'en'] as const) {
  test(`${lang}: the interface's catalogue arriving last, the prerendered editor hydrates in place and an in-app visit renders, with no error`, async ({
    page,
    consoleErrors,
  }) => {
    // The prerendered nodes, marked before any script runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        for (const el of document.querySelectorAll('h1, nav, footer'))
          Object.assign(el, { __prerendered: true })
      })
    })
    let release = await holdRequests(page, interfaceCatalogue)
    const asked = page.waitForRequest((r) => interfaceCatalogue(new URL(r.url())))
    await page.goto(ui[lang].url)
    await asked
    // The editor's code is in and waits for its texts: not hydrated while they are held.
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
    release()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expectLoaded(page, lang)
    const kept = await page.evaluate(() =>
      ['h1', 'nav[aria-labelledby=editor-files-heading]', 'footer'].map((s) => {
        const el = document.querySelector(s)
        return `${s}: ${el !== null && '__prerendered' in el}`
      }),
    )
    expect(kept).toEqual([
      'h1: true',
      'nav[aria-labelledby=editor-files-heading]: true',
      'footer: true',
    ])
    expect(consoleErrors).toEqual([])

    // A new document: the editor's code and texts not yet loaded, reached from the home page.
    await page.unroute(interfaceCatalogue)
    release = await holdRequests(page, interfaceCatalogue)
    await gotoHydrated(page, lang === 'sv' ? '/sv' : '/en')
    const askedAgain = page.waitForRequest((r) => interfaceCatalogue(new URL(r.url())))
    await navigateInApp(page, ui[lang].url)
    await askedAgain
    release()
    await expectLoaded(page, lang)
    expect(consoleErrors).toEqual([])
  })
}

test('en: reached in the app while the API is down, Try again loads it', async ({ page }) => {
  await apiCodeFails(page, 2)
  await gotoHydrated(page, '/en/no-such-page')
  await navigateInApp(page, ui.en.url)
  await expect(page.getByTestId('editor-load-failure')).toBeVisible()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expectLoaded(page, 'en')
})

for (const lang of ['sv', 'en'] as const) {
  const labels = lang === 'sv' ? ['Svenska', 'Engelska'] : ['Swedish', 'English']

  // 390 px: a phone; 640 px: a 1280 px window at 200 % zoom. One page, narrowed from one width
  // to the next: the editor's layout is CSS alone (nothing in it reads the width), so a resize
  // shows what a load at that width shows, without a second cold load.
  const widths = [390, 640]
  test(`${lang}: at ${widths.join(' and ')} px every cell says its language`, async ({ page }) => {
    await page.setViewportSize({ width: widths[0]!, height: 900 })
    await gotoHydrated(page, ui[lang].url)
    await expectLoaded(page, lang)
    const first = page.locator('[role=row][data-key]').first()
    const key = (await first.getAttribute('data-key'))!
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 })
      for (const [i, cell] of [svCell(page, key), enCell(page, key)].entries()) {
        const label = row(page, key).locator('[role=cell]').nth(i).getByText(labels[i]!, {
          exact: true,
        })
        await expect(label, `at ${width} px`).toBeVisible()
        // The label sits above its own text box.
        const [l, c] = [await label.boundingBox(), await cell.boundingBox()]
        expect(l!.y + l!.height, `at ${width} px`).toBeLessThanOrEqual(c!.y)
      }
    }
  })
}

test('forced colours: the selected file stands apart from the others', async ({ page }) => {
  await gotoHydrated(page, ui.sv.url)
  await expectLoaded(page, 'sv')
  await page.emulateMedia({ forcedColors: 'active' })
  const files = page.getByRole('navigation', { name: 'Översättningsfiler' })
  const look = (name: RegExp) =>
    files.getByRole('button', { name }).evaluate((el) => {
      const s = getComputedStyle(el)
      return [
        s.borderTopColor,
        s.borderTopWidth,
        s.outlineStyle,
        s.outlineColor,
        s.outlineWidth,
        s.backgroundColor,
        s.color,
      ].join(' ')
    })
  await expect(files.getByRole('button', { name: /^common\.po/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  expect(await look(/^common\.po/)).not.toBe(await look(/^home\.po/))
  // The mark is a system colour (Highlight), not a background forced colours paint over.
  const highlight = await page.evaluate(() => {
    const probe = document.createElement('span')
    probe.style.forcedColorAdjust = 'none'
    probe.style.color = 'Highlight'
    document.body.append(probe)
    const c = getComputedStyle(probe).color
    probe.remove()
    return c
  })
  expect(await look(/^common\.po/)).toContain(highlight)
})
