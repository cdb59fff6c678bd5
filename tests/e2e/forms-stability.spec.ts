import type { Locator, Page } from '@playwright/test'
import { expect, gotoHydrated, test, untilIdle } from './fixtures'

/**
 * A validation message never moves a control the visitor is about to press. Messages
 * show on submit (GOV.UK), not when a field is left, and an invalid control keeps its size.
 */

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
      // pressed while the focus is still in a confirmation that does not match (the box once
      // moved down under the message the blur showed, and the click missed it)
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
  if (value === 'tick' && by === 'pointer') {
    // Pressed as a hand does: the field being left loses focus as the button goes down, and the
    // box must still be under the pointer when it comes up. Everything that focus change set off
    // has run in between, so a box that moved would miss the click every time, not now and then.
    await control.scrollIntoViewIfNeeded()
    const box = (await control.boundingBox())!
    const wasChecked = await control.isChecked()
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await untilIdle(page)
    await page.mouse.up()
    await expect(control).toBeChecked({ checked: !wasChecked })
    return
  }
  if (by === 'pointer') await control.click()
  else await control.focus()
  const tag = await control.evaluate((el) => el.tagName)
  if (value === 'tick') {
    await page.keyboard.press('Space')
  } else if (tag === 'SELECT') {
    await control.selectOption(value)
  } else {
    await page.keyboard.type(value)
  }
}

for (const form of forms) {
  test(`${form.url}: filling the form by keyboard, then by pointer, moves nothing (no layout shift)`, async ({
    page,
  }) => {
    for (const by of ['keyboard', 'pointer'] as const) {
      // a fresh page each time: the footer's form, hydrated when turned to, is turned to anew
      await gotoHydrated(page, form.url)
      await page.waitForLoadState('networkidle')
      await page.locator(form.steps[0]!.at).scrollIntoViewIfNeeded()
      await collectShifts(page)
      for (const step of form.steps) {
        await enter(page.locator(step.at), page, step.value, by)
        expect(await shiftsSoFar(page), `${by}: after ${step.at}`).toEqual([])
      }
      // leaving the last field
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
      expect(await shiftsSoFar(page), by).toEqual([])
    }
  })
}
