import type { Page } from '@playwright/test'
import { expect, holdRequests, test } from './fixtures'

/**
 * Issue 15: nothing a visitor types or ticks before the page has hydrated is lost, and the form
 * state afterwards is what the page shows (a submit sees it). Runs only in the `throttled`
 * project (playwright.config.ts): the network and CPU of scripts/bench-real.mjs (150 ms RTT,
 * 1.6 Mbps, 4x CPU), so the prerendered form is on screen well before the app hydrates.
 */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

const hydrated = (page: Page) => page.locator('html[data-hydrated]')

/**
 * Opens the page and types the first half of `text` into `selector` as soon as it is there, key
 * by key like a person. The page's scripts are held back until then (on this shared 2-core
 * machine Playwright is sometimes slower than the throttled page), so the typing provably comes
 * first; `release` lets them load and types the rest while the app boots and hydrates.
 */
async function typeEarly(page: Page, url: string, selector: string, text: string) {
  await throttle(page)
  const open = await holdRequests(page, '**/assets/*.js')
  await page.goto(url, { waitUntil: 'commit' })
  const field = page.locator(selector)
  const half = Math.ceil(text.length / 2)
  await field.pressSequentially(text.slice(0, half), { delay: 40 })
  return {
    field,
    /** Lets the scripts load and types the rest during boot and hydration. */
    release: async () => {
      expect(await hydrated(page).count(), 'typed before the page hydrated').toBe(0)
      open()
      // back in the field (a box may have been ticked meanwhile), caret at the end
      await field.press('End')
      await page.keyboard.type(text.slice(half), { delay: 40 })
    },
  }
}

const cases = {
  sv: {
    login: '/sv/kom-igang/logga-in',
    signedIn: 'Demo: ingen inloggning gjordes',
    submitLogin: 'Logga in',
  },
  en: {
    login: '/en/get-started/login',
    signedIn: 'Demo: nobody was logged in',
    submitLogin: 'Log in',
  },
} as const

for (const lang of ['sv', 'en'] as const) {
  const c = cases[lang]
  test(`login (${lang}): e-mail typed and box ticked before hydration survive, the submit sees them`, async ({
    page,
  }) => {
    const { field: email, release } = await typeEarly(
      page,
      c.login,
      '#login-email',
      'kund@example.com',
    )
    const remember = page.locator('#login-remember')
    await remember.check()
    await release()
    await hydrated(page).waitFor({ state: 'attached' })
    await expect(email).toHaveValue('kund@example.com')
    await expect(remember).toBeChecked()
    await page.locator('#login-password').fill('ett långt lösenord')
    await page.locator('main').getByRole('button', { name: c.submitLogin, exact: true }).click()
    // The confirmation shows only if the form state holds the typed address.
    await expect(page.getByRole('status')).toContainText(c.signedIn)
    await expect(email).toHaveValue('kund@example.com')
    await expect(remember).toBeChecked()
  })
}

test('registration (sv): first name typed and terms ticked before hydration reach the submit', async ({
  page,
}) => {
  const { field: first, release } = await typeEarly(
    page,
    '/sv/kom-igang/registrera',
    '#register-first-name',
    'Astrid',
  )
  const terms = page.locator('#register-terms')
  await terms.check()
  await release()
  await hydrated(page).waitFor({ state: 'attached' })
  await expect(first).toHaveValue('Astrid')
  await expect(terms).toBeChecked()
  await page.locator('#register-last-name').fill('Lindqvist')
  await page.locator('#register-email').fill('astrid@example.com')
  await page.locator('#register-company').fill('Pall & Co AB')
  await page.locator('#register-password').fill('korrekt häst batteri häftklammer')
  await page.locator('#register-confirm-password').fill('korrekt häst batteri häftklammer')
  await page.locator('main').getByRole('button', { name: 'Skapa konto', exact: true }).click()
  await expect(page.getByRole('status')).toContainText('Demo: inget konto skapades')
})

test('support (en): first name and category chosen before hydration reach the submit', async ({
  page,
}) => {
  const { field: first, release } = await typeEarly(
    page,
    '/en/get-started/support',
    '#support-first-name',
    'Erik',
  )
  const category = page.locator('#support-category')
  await category.selectOption('billing')
  await release()
  await hydrated(page).waitFor({ state: 'attached' })
  await expect(first).toHaveValue('Erik')
  await expect(category).toHaveValue('billing')
  await page.locator('#support-last-name').fill('Berg')
  await page.locator('#support-email').fill('erik@example.com')
  await page.locator('#support-message').fill('The October invoice lacks our order number.')
  await page.locator('main').getByRole('button', { name: 'Send request', exact: true }).click()
  await expect(page.getByRole('status')).toContainText('Demo: no request was sent')
})

test('newsletter (sv): an address typed before hydration is subscribed with', async ({ page }) => {
  const { field: email, release } = await typeEarly(
    page,
    '/sv',
    '#newsletter-email',
    'nyhet@example.com',
  )
  await release()
  await hydrated(page).waitFor({ state: 'attached' })
  await expect(email).toHaveValue('nyhet@example.com')
  await page.locator('footer').getByRole('button', { name: 'Prenumerera' }).click()
  await expect(page.locator('footer').getByRole('status')).toContainText(
    'Demo: ingen prenumeration skapades',
  )
  await expect(email).toHaveValue('nyhet@example.com')
})

test('translation editor (en): the search exists only once the app runs, and keeps every key typed as it appears', async ({
  page,
  request,
}) => {
  // Nothing to lose before hydration: the prerendered page has no search box (the editor renders
  // once its files have loaded).
  const html = await (await request.get('/en/translations')).text()
  expect(html).not.toContain('type="search"')
  await throttle(page)
  await page.goto('/en/translations', { waitUntil: 'commit' })
  const search = page.getByPlaceholder('Search key or text...')
  await search.waitFor()
  // Typed the moment it appears, while the throttled app is still loading the file's rows.
  await search.pressSequentially('title', { delay: 40 })
  await expect(search).toHaveValue('title')
  // The table filters by what was typed (every file has messages with "title" in their key).
  await expect(page.locator('[role=row][data-key]').first()).toHaveAttribute('data-key', /title/i)
})
