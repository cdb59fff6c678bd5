import type { Page } from '@playwright/test'
import { appScript, expect, holdRequests, test } from './fixtures'

/**
 * Hydration rule "what a field shows is what the form has" (src/components/hydration/
 * use-bound-control.ts) on every form, across the whole start of the page, on a phone's CPU (4x
 * slower, through CDP): values set all at once, as a password manager or a browser's autofill
 * does it (each field's value set through its property, `input` and `change` fired), are the
 * form's, whenever they land. Before the fix a fill that landed once React had started lost every
 * field but the first (React's value tracker had recorded the value as "not a change"): six errors
 * beside six filled fields on registration, the password on login, the weight on the calculator.
 *
 * The moments are deterministic, none waits for a time:
 * - "before the scripts": every script of the app held back until the fill is done;
 * - "as the app starts": the entry runs, the page's own code held (React cannot have started);
 * - "as React starts hydrating": the fill comes right after React has created its root (it
 *   attaches its event listeners to the document then) and before it has hydrated anything: the
 *   first field's event makes React hydrate the form at once, in the middle of the fill;
 * - "as the form goes live": the fill comes in the same task as the render that marks the form
 *   live (`data-ready`), before anything else runs.
 * Then the visitor presses Enter, once the page is live, and the form must go through with every
 * value. Typing key by key across these moments is forms-hydration.spec.ts.
 */

type Moment =
  'before the scripts' | 'as the app starts' | 'as React starts hydrating' | 'as the form goes live'

interface FormCase {
  name: string
  url: string
  form: string
  /** what the fill sets: a value, or a box's checkedness */
  fill: [selector: string, value: string | boolean][]
  /** the field Enter is pressed in */
  enterIn: string
  /** what shows once the form has gone through with every value */
  done: (page: Page) => Promise<void>
  moments: Moment[]
}

const password = 'korrekt häst batteri häftklammer'
const confirmation = (within: string, text: string) => (page: Page) =>
  expect(page.locator(within).getByRole('status')).toContainText(text)

const forms: FormCase[] = [
  {
    name: 'login',
    url: '/sv/kom-igang/logga-in',
    form: '#login-form',
    fill: [
      ['#login-email', 'kund@example.com'],
      ['#login-password', 'ett långt lösenord'],
    ],
    enterIn: '#login-password',
    done: confirmation('main', 'Demo: ingen inloggning gjordes'),
    moments: ['before the scripts', 'as React starts hydrating', 'as the form goes live'],
  },
  {
    name: 'registration',
    url: '/en/get-started/register',
    form: '#register-form',
    fill: [
      ['#register-first-name', 'Astrid'],
      ['#register-last-name', 'Lindqvist'],
      ['#register-email', 'astrid@example.com'],
      ['#register-company', 'Pall & Co AB'],
      ['#register-password', password],
      ['#register-confirm-password', password],
      ['#register-terms', true],
    ],
    enterIn: '#register-confirm-password',
    done: confirmation('main', 'Demo: no account was created'),
    moments: ['as the app starts', 'as React starts hydrating', 'as the form goes live'],
  },
  {
    name: 'support',
    url: '/sv/kom-igang/support',
    form: '#support-form',
    fill: [
      ['#support-first-name', 'Erik'],
      ['#support-last-name', 'Berg'],
      ['#support-email', 'erik@example.com'],
      ['#support-category', 'billing'],
      ['#support-message', 'Fakturan för oktober saknar vårt ordernummer.'],
    ],
    enterIn: '#support-email',
    done: confirmation('main', 'Demo: inget ärende skickades'),
    moments: ['as React starts hydrating', 'as the form goes live'],
  },
  {
    // Hydrated when the visitor turns to it: "goes live" is when the fill comes as it does.
    name: 'newsletter',
    url: '/en',
    form: '#newsletter-form',
    fill: [['#newsletter-email', 'nyhet@example.com']],
    enterIn: '#newsletter-email',
    done: confirmation('footer', 'Demo: no subscription was created'),
    moments: ['as React starts hydrating', 'as the form goes live'],
  },
  {
    name: 'calculator',
    url: '/sv/kalkylator',
    form: '#calculator-form',
    fill: [
      ['#calculator-transports', '2000'],
      ['#calculator-weight', '25'],
    ],
    enterIn: '#calculator-weight',
    done: async (page) => {
      await expect(page.locator('[data-figure="totalKg"] dd')).toHaveText('50 000 kg')
      await expect(page).toHaveURL(/[?&]transports=2000\b/)
      await expect(page).toHaveURL(/[?&]weight=25\b/)
    },
    // Typed and pressed before the scripts: forms-early-submit.spec.ts.
    moments: ['as React starts hydrating', 'as the form goes live'],
  },
]

declare global {
  interface Window {
    /** the fill (installFill) */
    __fill?: () => void
    /** where the page stood when the fill came */
    __filled?: { live: boolean; formReady: boolean }
  }
}

/**
 * Installs, before any script of the page, the fill: each value through the control's property,
 * then `input` and `change`, field after field in one go (`window.__fill`), recording where the
 * page stood when it began (`__filled`). For the two moments only the page itself sees, it also
 * sets it off:
 * - React has no public signal for "hydration begins"; what it does do, by design since React 17,
 *   is attach its listeners to the root's container, here the document, as it creates the root.
 *   The first `input` listener on the document is React's (the site adds none of its own there),
 *   and the fill runs right after the code that creates the root (a microtask), before React has
 *   rendered anything. The test checks the moment was met, so a React that stopped doing this
 *   fails it rather than testing nothing.
 * - A mutation observer's callback runs in the task of the render that marked the form live.
 */
function installFill(args: { moment: Moment; form: string; fill: [string, string | boolean][] }) {
  const fill = () => {
    window.__filled = {
      live: document.documentElement.hasAttribute('data-hydrated'),
      formReady: document.querySelector(args.form)?.hasAttribute('data-ready') ?? false,
    }
    for (const [selector, value] of args.fill) {
      const el = document.querySelector<HTMLInputElement>(selector)!
      if (typeof value === 'boolean') el.checked = value
      else el.value = value
      el.dispatchEvent(new Event('input', { bubbles: true }))
      el.dispatchEvent(new Event('change', { bubbles: true }))
    }
  }
  window.__fill = fill
  if (args.moment === 'as React starts hydrating') {
    // EventTarget's own method, called on the document
    const target = new EventTarget()
    let done = false
    Document.prototype.addEventListener = function (
      this: Document,
      ...rest: Parameters<EventTarget['addEventListener']>
    ) {
      if (!done && rest[0] === 'input') {
        done = true
        queueMicrotask(fill)
      }
      return target.addEventListener.apply(this, rest)
    }
  } else if (args.moment === 'as the form goes live') {
    new MutationObserver((_, observer) => {
      if (!document.querySelector(args.form)?.hasAttribute('data-ready')) return
      observer.disconnect()
      fill()
    }).observe(document, { subtree: true, attributeFilter: ['data-ready'] })
  }
}

/** Throttles the page's CPU as a mid-range phone runs (DevTools' and Lighthouse's 4x). */
async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

/** Opens the page and fills it at `moment`; resolves once the fill has happened. */
async function openAndFill(page: Page, form: FormCase, moment: Moment) {
  await page.addInitScript(installFill, { moment, form: form.form, fill: form.fill })
  if (moment === 'as React starts hydrating' || moment === 'as the form goes live') {
    await page.goto(form.url, { waitUntil: 'commit' })
    // The footer's form goes live when the visitor turns to it: the field is focused first.
    if (moment === 'as the form goes live' && form.name === 'newsletter') {
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      await page.locator(form.enterIn).focus()
    }
    await page.waitForFunction(() => window.__filled !== undefined)
    return
  }
  // The page's module scripts (the entry and what it imports) and the rest (route, catalogues).
  const html = await (await page.request.get(form.url)).text()
  const entry = new Set(
    [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]),
  )
  const releaseEntry = await holdRequests(page, (u) => appScript(u) && entry.has(u.pathname))
  const releasePage = await holdRequests(page, (u) => appScript(u) && !entry.has(u.pathname))
  await page.goto(form.url, { waitUntil: 'commit' })
  await page.locator(form.fill[0]![0]).waitFor()
  if (moment === 'as the app starts') {
    releaseEntry()
    // Module scripts run before DOMContentLoaded: the entry has started, React cannot have.
    await page.waitForLoadState('domcontentloaded')
  }
  await page.evaluate(() => window.__fill!())
  releaseEntry()
  releasePage()
}

for (const form of forms) {
  for (const moment of form.moments) {
    test(`${form.name} (${form.url}), 4x CPU: filled all at once ${moment}, every value is the form's`, async ({
      page,
      consoleErrors,
    }) => {
      await slowCpu(page)
      await openAndFill(page, form, moment)
      const filled = await page.evaluate(() => window.__filled)
      // Where the fill came: the form not yet live, or (the last moment) live this very task.
      expect(filled, 'the moment the fill came').toMatchObject(
        moment === 'as the form goes live'
          ? { formReady: true }
          : { live: false, formReady: false },
      )
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      await page.locator(form.enterIn).press('Enter')
      await form.done(page)
      for (const [selector, value] of form.fill) {
        const field = page.locator(selector)
        if (typeof value === 'boolean') await expect(field).toBeChecked({ checked: value })
        else await expect(field).toHaveValue(value)
      }
      expect(consoleErrors).toEqual([])
    })
  }
}
