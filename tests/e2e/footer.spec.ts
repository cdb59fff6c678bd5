import { expect, gotoHydrated, test } from './fixtures'

// Issue 25 item 6: the footer said the build's year to a visitor whose clock says 2027, and
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
