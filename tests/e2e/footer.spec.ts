import type { Request } from '@playwright/test'
import { expect, gotoHydrated, holdRequests, test, untilIdle } from './fixtures'

// The footer said the build's year to a visitor whose clock says 2027, and
// suppressHydrationWarning hid the mismatch (React keeps the server's text under it, so the
// build's year would stay). The year is the visitor's, set after hydration.
test("the footer's year is the visitor's, in both languages, without a hydration mismatch", async ({
  page,
  consoleErrors,
}) => {
  await page.clock.setFixedTime(new Date('2027-03-15T10:00:00'))
  for (const [url, text] of [
    ['/sv', '© 2027 Cirkla. Alla rättigheter förbehållna.'],
    ['/en/calculator', '© 2027 Cirkla. All rights reserved.'],
  ] as const) {
    const response = await gotoHydrated(page, url)
    // The prerendered page carries the build's year; the script puts the visitor's in its place.
    expect(await response!.text()).toMatch(/© \d{4} Cirkla/)
    await expect(page.locator('footer').getByText(/^© \d{4} Cirkla/), url).toHaveText(text)
  }
  expect(consoleErrors).toEqual([])
})

// Rule "hydrated on interaction": the footer's newsletter form stays server HTML until the visitor
// turns to it. Any change of a React context above it before its code has arrived made React give
// up hydrating it and render it anew: the field, with what was typed and the focus, was replaced.
// A link preload (hover or focus) loading another page's catalogue was such a change.
test('the newsletter field keeps its text, its node and the focus when a link preload loads a catalogue before the form is live', async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, '/sv')
  const formCode = /\/assets\/newsletter-form-[^/]+\.js$/
  const release = await holdRequests(page, formCode)
  const inflight = new Set<Request>()
  page.on('request', (r) => inflight.add(r))
  page.on('requestfinished', (r) => inflight.delete(r))
  page.on('requestfailed', (r) => inflight.delete(r))

  const field = page.locator('#newsletter-email')
  await field.focus()
  await field.pressSequentially('nyhet@example.com')
  await field.evaluate((el) => el.setAttribute('data-typed-here', ''))
  // The calculator's catalogue is not on the home page: hovering its link preloads it.
  const preload = page.waitForRequest((r) => /\/assets\/calculator-[^/]+\.js$/.test(r.url()))
  await page.locator('footer a[href="/sv/kalkylator"]').hover()
  await preload
  await expect.poll(() => [...inflight].filter((r) => !formCode.test(r.url())).length).toBe(0)
  await untilIdle(page)

  release()
  // Live: React has taken over the field (hydrated, or rendered anew).
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.querySelector('#newsletter-email') ?? {}).some((k) =>
          k.startsWith('__reactFiber'),
        ),
      ),
    )
    .toBe(true)
  await expect(page.locator('#newsletter-email[data-typed-here]')).toHaveValue('nyhet@example.com')
  await expect(page.locator('#newsletter-email[data-typed-here]')).toBeFocused()
  expect(consoleErrors).toEqual([])
})
