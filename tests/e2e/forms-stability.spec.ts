import type { Locator, Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './fixtures'

/**
 * Issue 15: a validation message never moves a control the visitor is about to press. Messages
 * show on submit (GOV.UK), not when a field is left, and an invalid control keeps its size.
 */

test('registration: mismatching passwords, then a click on the terms box ticks it, 10 of 10', async ({
  page,
}) => {
  test.setTimeout(90_000)
  let ticked = 0
  for (let round = 0; round < 10; round++) {
    await gotoHydrated(page, '/en/get-started/register')
    await page.locator('#register-password').fill('a sufficiently long password')
    const confirm = page.locator('#register-confirm-password')
    await confirm.fill('another long password here')
    // Aim at the box while the confirmation still has focus, then move and press like a hand
    // does: leaving the field happens on the way, and the box must still be where it was.
    await page.locator('#register-terms').scrollIntoViewIfNeeded()
    await expect(confirm).toBeFocused()
    const box = (await page.locator('#register-terms').boundingBox())!
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    if (await page.locator('#register-terms').isChecked()) ticked++
  }
  expect(ticked).toBe(10)
})

interface Step {
  /** the control */
  at: string
  /** what to type into it, or 'tick' / an option value for a select */
  value: string
}

/** Each form, filled with a few values that are wrong (messages a blur would have shown). */
const forms: { url: string; steps: Step[] }[] = [
  {
    url: '/sv/kom-igang/logga-in',
    steps: [
      { at: '#login-email', value: 'inte-en-adress' },
      { at: '#login-password', value: ' ' },
      { at: '#login-remember', value: 'tick' },
    ],
  },
  {
    url: '/en/get-started/register',
    steps: [
      { at: '#register-first-name', value: 'Astrid' },
      { at: '#register-last-name', value: ' ' },
      { at: '#register-email', value: 'astrid@' },
      { at: '#register-phone', value: 'abc' },
      { at: '#register-company', value: 'Pall & Co AB' },
      { at: '#register-company-size', value: '11-50' },
      { at: '#register-password', value: 'short' },
      { at: '#register-confirm-password', value: 'different' },
      { at: '#register-terms', value: 'tick' },
    ],
  },
  {
    url: '/sv/kom-igang/support',
    steps: [
      { at: '#support-first-name', value: 'Erik' },
      { at: '#support-last-name', value: '' },
      { at: '#support-email', value: 'erik@' },
      { at: '#support-company', value: 'Berg AB' },
      { at: '#support-category', value: 'billing' },
      { at: '#support-message', value: 'kort' },
    ],
  },
  {
    url: '/en',
    steps: [
      { at: '#newsletter-email', value: 'not-an-address' },
      { at: '#newsletter-form button[type="submit"]', value: 'focus' },
    ],
  },
]

async function collectShifts(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __shifts: number[]; __shiftObserver: PerformanceObserver }
    w.__shifts = []
    w.__shiftObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        w.__shifts.push((entry as unknown as { value: number }).value)
    })
    w.__shiftObserver.observe({ type: 'layout-shift' })
  })
}

async function shiftsSoFar(page: Page) {
  // two frames: any shift of the last action has been laid out and reported
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const w = window as unknown as {
              __shifts: number[]
              __shiftObserver: PerformanceObserver
            }
            for (const entry of w.__shiftObserver.takeRecords())
              w.__shifts.push((entry as unknown as { value: number }).value)
            resolve(w.__shifts)
          }),
        ),
      ),
  )
}

async function enter(control: Locator, page: Page, value: string, by: 'keyboard' | 'pointer') {
  if (value === 'focus') {
    // leaving the previous field is the point; nothing is pressed
    if (by === 'pointer') await control.hover()
    await control.focus()
    return
  }
  if (by === 'pointer') await control.click()
  else await control.focus()
  const tag = await control.evaluate((el) => el.tagName)
  if (value === 'tick') {
    if (by === 'keyboard') await page.keyboard.press('Space')
  } else if (tag === 'SELECT') {
    await control.selectOption(value)
  } else {
    await page.keyboard.type(value)
  }
}

for (const by of ['keyboard', 'pointer'] as const) {
  for (const form of forms) {
    test(`${form.url}: filling the form by ${by} moves nothing (no layout shift)`, async ({
      page,
    }) => {
      await gotoHydrated(page, form.url)
      await page.waitForLoadState('networkidle')
      await page.locator(form.steps[0]!.at).scrollIntoViewIfNeeded()
      await collectShifts(page)
      for (const step of form.steps) {
        await enter(page.locator(step.at), page, step.value, by)
        expect(await shiftsSoFar(page), `after ${step.at}`).toEqual([])
      }
      // leaving the last field
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
      expect(await shiftsSoFar(page)).toEqual([])
    })
  }
}
