import type { Page } from '@playwright/test'
import { HYDRATION_START } from '../../src/components/hydration/hydration'
import { appScript, expect, holdRequests, test } from './fixtures'

/**
 * The hydration rules "typed values kept" and "early submit held" (src/components/hydration/
 * hydration.ts), on every form: nothing a visitor types, ticks or chooses before the page has
 * hydrated is lost, the form state afterwards is what the page shows, and a submit made before
 * then counts. The page's scripts are held back until the test has typed (holdRequests): what a
 * slow connection and a slow phone do, in a fixed order, without emulating either. The rules do
 * not depend on the language: each form once, the languages shared out between them.
 */
const hydrated = (page: Page) => page.locator('html[data-hydrated]')

/**
 * Opens the page with every script of the app held back, so what the test does first provably
 * comes before any of them (the early-submit hold, the page's classic first script, is in place
 * before the page paints). `boot()` lets the entry run (the page's module scripts) while the page's own code (route, catalogues, form: its module preloads)
 * stays held, so it cannot hydrate; `hydrate()` lets that through and waits for the marker.
 */
async function openHeld(page: Page, url: string) {
  const html = await (await page.request.get(url)).text()
  const entry = new Set(
    [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]),
  )
  const releaseEntry = await holdRequests(page, (u) => appScript(u) && entry.has(u.pathname))
  const releasePage = await holdRequests(page, (u) => appScript(u) && !entry.has(u.pathname))
  await page.goto(url, { waitUntil: 'commit' })
  return {
    boot: async () => {
      expect(await hydrated(page).count(), 'typed before any script ran').toBe(0)
      releaseEntry()
      // Module scripts run before DOMContentLoaded: the app has started by then.
      await page.waitForLoadState('domcontentloaded')
    },
    hydrate: async () => {
      expect(await hydrated(page).count(), 'submitted before the page hydrated').toBe(0)
      releasePage()
      await hydrated(page).waitFor({ state: 'attached' })
    },
  }
}

interface FormCase {
  name: string
  url: string
  /** typed key by key before any script, half before and half after the entry runs */
  first: [selector: string, text: string]
  /** ticked or chosen before any script */
  choose: (page: Page) => Promise<void>
  /** filled once the entry runs, before the page can hydrate */
  rest: [selector: string, text: string][]
  /** the text field Enter is pressed in (implicit submission) */
  submitFrom: string
  /** the confirmation, in a region of the page */
  done: { within: string; text: string }
  /** what must still be ticked or chosen afterwards */
  kept: (page: Page) => Promise<void>
}

const password = 'korrekt häst batteri häftklammer'
const forms: FormCase[] = [
  {
    name: 'login',
    url: '/sv/kom-igang/logga-in',
    first: ['#login-email', 'kund@example.com'],
    choose: (page) => page.locator('#login-remember').check(),
    rest: [['#login-password', 'ett långt lösenord']],
    submitFrom: '#login-password',
    done: {
      within: 'main',
      text: 'Demo: ingen inloggning gjordes',
    },
    kept: (page) => expect(page.locator('#login-remember')).toBeChecked(),
  },
  {
    name: 'registration',
    url: '/en/get-started/register',
    first: ['#register-first-name', 'Astrid'],
    choose: (page) => page.locator('#register-terms').check(),
    rest: [
      ['#register-last-name', 'Lindqvist'],
      ['#register-email', 'astrid@example.com'],
      ['#register-company', 'Pall & Co AB'],
      ['#register-password', password],
      ['#register-confirm-password', password],
    ],
    submitFrom: '#register-confirm-password',
    done: {
      within: 'main',
      text: 'Demo: no account was created',
    },
    kept: (page) => expect(page.locator('#register-terms')).toBeChecked(),
  },
  {
    name: 'support',
    url: '/sv/kom-igang/support',
    first: ['#support-first-name', 'Erik'],
    choose: (page) =>
      page
        .locator('#support-category')
        .selectOption('billing')
        .then(() => {}),
    rest: [
      ['#support-last-name', 'Berg'],
      ['#support-message', 'Fakturan för oktober saknar vårt ordernummer.'],
      ['#support-email', 'erik@example.com'],
    ],
    submitFrom: '#support-email',
    done: {
      within: 'main',
      text: 'Demo: inget ärende skickades',
    },
    kept: (page) => expect(page.locator('#support-category')).toHaveValue('billing'),
  },
  {
    // Hydrated only when the visitor turns to it: its code arrives after the page's.
    name: 'newsletter',
    url: '/en',
    first: ['#newsletter-email', 'nyhet@example.com'],
    choose: async () => {},
    rest: [],
    submitFrom: '#newsletter-email',
    done: {
      within: 'footer',
      text: 'Demo: no subscription was created',
    },
    kept: async () => {},
  },
]

for (const form of forms) {
  test(`hydration rules "typed values kept" and "early submit held": ${form.name} (${form.url})`, async ({
    page,
  }) => {
    const { boot, hydrate } = await openHeld(page, form.url)
    const [selector, text] = form.first
    const first = page.locator(selector)
    const half = Math.ceil(text.length / 2)
    await first.pressSequentially(text.slice(0, half))
    await form.choose(page)
    await boot()
    // back in the field (a box may have been ticked meanwhile), caret at the end
    await first.press('End')
    await page.keyboard.type(text.slice(half))
    for (const [field, value] of form.rest) await page.locator(field).fill(value)
    await page.locator(form.submitFrom).press('Enter')
    await hydrate()
    // The confirmation shows only if the held submit happened, on what the page shows.
    await expect(page.locator(form.done.within).getByRole('status')).toContainText(form.done.text)
    await expect(first).toHaveValue(text)
    for (const [field, value] of form.rest) await expect(page.locator(field)).toHaveValue(value)
    await form.kept(page)
  })
}

const calculator = {
  sv: { url: '/sv/kalkylator', submit: 'Beräkna miljöavgift', weight: '12,5', kg: '25 000 kg' },
  en: { url: '/en/calculator', submit: 'Calculate fee', weight: '12.5', kg: '25,000 kg' },
}

for (const lang of ['sv', 'en'] as const) {
  const c = calculator[lang]
  // What is typed before and while the app boots is kept and read as a number of the page's
  // language; the link's values fill the rest. (A press before hydration is held:
  // forms-early-submit.spec.ts.)
  test(`hydration rule "typed values kept": calculator (${lang}), typed before and while the page boots, over a shared link`, async ({
    page,
  }) => {
    const { boot, hydrate } = await openHeld(page, `${c.url}?weight=99&material=steel&business=40`)
    const transports = page.locator('#calculator-transports')
    await transports.pressSequentially('20')
    await page.locator('#calculator-weight').pressSequentially(c.weight)
    await page.locator('input[name="material"][value="plastic"]').check()
    await boot()
    await transports.press('End')
    await page.keyboard.type('00')
    await hydrate()
    await expect(transports).toHaveValue('2000')
    await expect(page.locator('#calculator-weight')).toHaveValue(c.weight)
    await expect(page.locator('input[name="material"][value="plastic"]')).toBeChecked()
    // Not typed: the link's.
    await expect(page.getByRole('slider')).toHaveValue('40')
    await page.getByRole('button', { name: c.submit }).click()
    await expect(page.locator('[data-figure="totalKg"] dd')).toHaveText(c.kg)
    await expect(page).toHaveURL(/transports=2000/)
    await expect(page).toHaveURL(/material=plastic/)
  })
}

test('translation editor (en): the search exists only once the app runs, and keeps every key typed as it appears', async ({
  page,
  request,
}) => {
  // Nothing to lose before hydration: the prerendered page has no search box (the editor renders
  // once its files have loaded).
  const html = await (await request.get('/en/translations')).text()
  expect(html).not.toContain('type="search"')
  await page.goto('/en/translations', { waitUntil: 'commit' })
  const search = page.getByPlaceholder('Search key or text...')
  await search.waitFor()
  // Typed key by key the moment it appears.
  await search.pressSequentially('title')
  await expect(search).toHaveValue('title')
  // The table filters by what was typed (every file has messages with "title" in their key).
  await expect(page.locator('[role=row][data-key]').first()).toHaveAttribute('data-key', /title/i)
})

test('hydration in slices (mountApp): keys and an Enter pressed while the calculator hydrates are kept and submit it, without a hydration error', async ({
  page,
  consoleErrors,
}) => {
  // A slow phone: hydration takes long enough to act inside it (and yields to the browser in
  // between: React hydrates in a transition).
  await (
    await page.context().newCDPSession(page)
  ).send('Emulation.setCPUThrottlingRate', {
    rate: 12,
  })
  // Whether each key came while the page was hydrating, read before React's own listeners. And
  // hydration's slices held until the keys are in, so they come inside it however fast this
  // machine is: React's scheduler runs its work through `setImmediate` when the page has one (its
  // first choice, read as it loads), so one defined first holds every slice until released. A key
  // does not wait for them: React hydrates at once, synchronously, what a discrete event targets.
  await page.addInitScript((start) => {
    const held: (() => void)[] = []
    let holding = true
    Object.assign(window, {
      setImmediate: (run: (...args: unknown[]) => void, ...args: unknown[]) => {
        if (holding) held.push(() => run(...args))
        else setTimeout(run, 0, ...args)
        return 0
      },
      __releaseSlices: () => {
        holding = false
        held.splice(0).forEach((run) => setTimeout(run))
      },
    })
    const keys: boolean[] = ((window as unknown as { __keys: boolean[] }).__keys = [])
    addEventListener(
      'keydown',
      () =>
        keys.push(
          performance.getEntriesByName(start).length > 0 &&
            !document.documentElement.hasAttribute('data-hydrated'),
        ),
      true,
    )
  }, HYDRATION_START)
  // The weight from a shared link, the transports typed.
  await page.goto(`${calculator.en.url}?weight=${calculator.en.weight}`, { waitUntil: 'commit' })
  // Focused in the same task that sees hydration begin: the keys follow at once.
  await page.waitForFunction((start) => {
    const began = performance.getEntriesByName(start).length > 0
    if (began) document.querySelector<HTMLInputElement>('#calculator-transports')!.focus()
    return began
  }, HYDRATION_START)
  await page.keyboard.type('2000')
  await page.keyboard.press('Enter')
  const keys = await page.evaluate(() => (window as unknown as { __keys: boolean[] }).__keys)
  expect(keys[0], 'the first key came while the page hydrated').toBe(true)
  await page.evaluate(() =>
    (window as unknown as { __releaseSlices: () => void }).__releaseSlices(),
  )
  await hydrated(page).waitFor({ state: 'attached' })
  await expect(page.locator('#calculator-transports')).toHaveValue('2000')
  await expect(page.locator('[data-figure="totalKg"] dd')).toHaveText(calculator.en.kg)
  expect(consoleErrors).toEqual([])
})
