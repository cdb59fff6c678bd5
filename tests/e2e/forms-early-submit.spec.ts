import type { Page } from '@playwright/test'
import { appScript, expect, holdRequests, test } from './fixtures'

/**
 * The hydration rule "early submit held" (src/components/hydration/hydration.ts) on
 * a slow link: a visitor who fills a form and presses Enter, or clicks its button,
 * before the page's scripts have run never leaves the page and never loses what was typed, and
 * the submit goes through once the page is live. On this link the forms paint about two seconds
 * before the app runs; the hold used to come with the app, so a submit in that gap reloaded the
 * page with every field empty. The calculator is one of them: its button is never disabled
 * before the page is live (a disabled button makes the browser drop the Enter or the tap).
 *
 * The moments are deterministic: the app's scripts are held back (page.route) until the visitor
 * has submitted, whenever that is, so the submit provably comes before any of them ran; only the
 * browser's own loading of the page (the HTML, the stylesheet, the hold) runs on the throttled
 * link meanwhile. One run per form leaves the scripts alone: the real race on the slow link.
 */

/** Mobile "slow 4G" as DevTools and Lighthouse throttle it: 563 ms round trip, 180 KB/s down. */
const slowLink = {
  offline: false,
  latency: 563,
  downloadThroughput: 180 * 1024,
  uploadThroughput: 84 * 1024,
}

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', slowLink)
}

/** The page's own navigations: the first load, and any the browser's own submit makes. */
function recordNavigations(page: Page) {
  const navigations: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      navigations.push(new URL(request.url()).pathname + new URL(request.url()).search)
  })
  return navigations
}

type Lang = 'sv' | 'en'
interface FormCase {
  name: string
  url: Record<Lang, string>
  form: string
  /** what the visitor fills, in order; the first one is what "appears" */
  fields: [selector: string, value: string][]
  /** ticks or chooses what the form needs besides */
  choose: (page: Page) => Promise<void>
  /** the field Enter is pressed in */
  enterIn: string
  /** the confirmation, in a region of the page */
  done: { within: string; text: Record<Lang, string> }
}

const password = 'korrekt häst batteri häftklammer'
const forms: FormCase[] = [
  {
    name: 'login',
    url: { sv: '/sv/kom-igang/logga-in', en: '/en/get-started/login' },
    form: '#login-form',
    fields: [
      ['#login-email', 'kund@example.com'],
      ['#login-password', 'ett långt lösenord'],
    ],
    choose: async () => {},
    enterIn: '#login-password',
    done: {
      within: 'main',
      text: { sv: 'Demo: ingen inloggning gjordes', en: 'Demo: nobody was logged in' },
    },
  },
  {
    name: 'registration',
    url: { sv: '/sv/kom-igang/registrera', en: '/en/get-started/register' },
    form: '#register-form',
    fields: [
      ['#register-first-name', 'Astrid'],
      ['#register-last-name', 'Lindqvist'],
      ['#register-email', 'astrid@example.com'],
      ['#register-company', 'Pall & Co AB'],
      ['#register-password', password],
      ['#register-confirm-password', password],
    ],
    choose: (page) => page.locator('#register-terms').check(),
    enterIn: '#register-confirm-password',
    done: {
      within: 'main',
      text: { sv: 'Demo: inget konto skapades', en: 'Demo: no account was created' },
    },
  },
  {
    name: 'support',
    url: { sv: '/sv/kom-igang/support', en: '/en/get-started/support' },
    form: '#support-form',
    fields: [
      ['#support-first-name', 'Erik'],
      ['#support-last-name', 'Berg'],
      ['#support-email', 'erik@example.com'],
      ['#support-message', 'Fakturan för oktober saknar vårt ordernummer.'],
    ],
    choose: (page) =>
      page
        .locator('#support-category')
        .selectOption('billing')
        .then(() => {}),
    enterIn: '#support-email',
    done: {
      within: 'main',
      text: { sv: 'Demo: inget ärende skickades', en: 'Demo: no request was sent' },
    },
  },
  {
    // Its button is disabled while a number is missing, once live: never before, or the
    // browser would drop the press. The result's announcement says it was calculated.
    name: 'calculator',
    url: { sv: '/sv/kalkylator', en: '/en/calculator' },
    form: '#calculator-form',
    fields: [
      ['#calculator-transports', '2000'],
      ['#calculator-weight', '25'],
    ],
    choose: async () => {},
    enterIn: '#calculator-weight',
    done: {
      within: 'main',
      text: {
        sv: 'Miljöavgiften är 137 500 kr per år',
        en: 'The environmental fee is SEK 137,500 a year',
      },
    },
  },
  {
    // Hydrated only when the visitor turns to it: its code comes after the page's.
    name: 'newsletter',
    url: { sv: '/sv', en: '/en' },
    form: '#newsletter-form',
    fields: [['#newsletter-email', 'nyhet@example.com']],
    choose: async () => {},
    enterIn: '#newsletter-email',
    done: {
      within: 'footer',
      text: {
        sv: 'Demo: ingen prenumeration skapades',
        en: 'Demo: no subscription was created',
      },
    },
  },
]

/**
 * When the visitor submits, and how: each form in both languages, by Enter and by a click on the
 * button, at the two ends of the gap a slow link leaves (0.3-2.5 s after the first field appears).
 * Its start is 300 ms after the field appears; its end is the moment everything but the app has
 * arrived (the stylesheet applied, every image in), which is what 2.5 s stood for: with the app
 * held, every moment after that is the same page, so it is waited for as a condition, not as a
 * fixed 2.5 s (2.2 s of every such test, 9 s of the suite). The run with nothing held below is
 * the third moment, the real race. (Four held moments per form cost 45 s of the suite and found
 * nothing the two did not.)
 */
const moments: { lang: Lang; after: number | 'all but the app'; by: 'Enter' | 'click' }[] = [
  { lang: 'sv', after: 300, by: 'Enter' },
  { lang: 'en', after: 'all but the app', by: 'click' },
]

/**
 * Fills the form, then submits it `after` ms after its first field appeared, or once everything
 * but the app has arrived.
 */
async function fillAndSubmit(
  page: Page,
  form: FormCase,
  how: { after: number | 'all but the app'; by: string },
) {
  const first = page.locator(form.fields[0]![0])
  await first.waitFor({ state: 'visible' })
  const appeared = Date.now()
  for (const [selector, value] of form.fields) await page.locator(selector).fill(value)
  await form.choose(page)
  if (how.after === 'all but the app') {
    // The page as it stands once everything but the (held) app has come over the slow link.
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
          (link) => link.sheet !== null,
        ) && [...document.images].every((image) => image.complete),
    )
  } else {
    // The visitor's moment, not a wait for the page: nothing of the app runs meanwhile (held),
    // or, in the real run, whatever runs is what the slow link lets through by then.
    const left = appeared + how.after - Date.now()
    if (left > 0) await page.waitForTimeout(left)
  }
  if (how.by === 'Enter') await page.locator(form.enterIn).press('Enter')
  else await page.locator(form.form).locator('button[type="submit"]').click()
}

/** Nothing typed was lost, the page was never left, and the held submit went through. */
async function expectSubmittedOnce(page: Page, form: FormCase, lang: Lang, navigations: string[]) {
  // Live: the form marks itself once hydrated (the footer's when the visitor turned to it). On
  // this link that takes seconds: waited for as long as the test may take, not the 5 s of an
  // assertion.
  await page.locator(`${form.form}[data-ready]`).waitFor({ state: 'attached' })
  await expect(page.locator(form.done.within).getByRole('status')).toContainText(
    form.done.text[lang],
  )
  for (const [selector, value] of form.fields)
    await expect(page.locator(selector)).toHaveValue(value)
  expect(navigations, 'the page was never left').toEqual([form.url[lang]])
}

for (const form of forms) {
  for (const { lang, after, by } of moments) {
    test(`${form.name} (${lang}), slow link: ${by} ${typeof after === 'number' ? `${after} ms after the form appears` : 'once all but the app has arrived'}, before any script ran, keeps every value and submits once live`, async ({
      page,
      consoleErrors,
    }) => {
      const url = form.url[lang]
      const release = await holdRequests(page, appScript)
      await throttle(page)
      const navigations = recordNavigations(page)
      await page.goto(url, { waitUntil: 'commit' })
      await fillAndSubmit(page, form, { after, by })
      expect(await page.locator('html[data-hydrated]').count(), 'submitted before hydration').toBe(
        0,
      )
      release()
      await expectSubmittedOnce(page, form, lang, navigations)
      expect(consoleErrors).toEqual([])
    })
  }

  // The race as a visitor meets it: nothing held, the form filled the moment it appears.
  const lang: Lang = ['login', 'support', 'calculator'].includes(form.name) ? 'en' : 'sv'
  test(`${form.name} (${lang}), slow link, nothing held: filled and submitted the moment the form appears, keeps every value and submits once live`, async ({
    page,
    consoleErrors,
  }) => {
    await throttle(page)
    const navigations = recordNavigations(page)
    await page.goto(form.url[lang], { waitUntil: 'commit' })
    await fillAndSubmit(page, form, { after: 0, by: 'Enter' })
    // Which side of hydration the press fell on depends on the machine's load: the held tests
    // above pin each side down; here either side must keep every value and submit once.
    const early = (await page.locator('html[data-hydrated]').count()) === 0
    test
      .info()
      .annotations.push({ type: 'press', description: early ? 'before hydration' : 'after' })
    await expectSubmittedOnce(page, form, lang, navigations)
    expect(consoleErrors).toEqual([])
  })
}
