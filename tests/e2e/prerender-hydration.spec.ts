import { expect, gotoHydrated, recordCspViolations, test } from './fixtures'

// Every public page is hydrated from its own prerendered document, checked on the page sweep's
// load of it (page-sweep.spec.ts: the elements the parser made are the ones React kept, the head
// as served, the marker once the page is live). Here: the two documents that hold another page's
// markup, "/" (the language chooser, which redirects once the script runs) and the not-found page.
test('/ and a not-found page: served with the CSP, no violation; hydration rule "own page": rendered afresh, head tags once', async ({
  page,
  consoleErrors,
}) => {
  await recordCspViolations(page)
  await gotoHydrated(page, '/sv/finns-inte')
  await expect(page.getByTestId('not-found')).toBeVisible()
  await expect(page.locator('head title')).toHaveCount(1)
  await expect(page.locator('head link[rel=stylesheet]')).toHaveCount(1)

  const response = await gotoHydrated(page, '/')
  const headers = response!.headers()
  const csp = headers['content-security-policy']
  expect(csp).toContain("script-src 'self'")
  expect(csp).toContain("style-src 'self'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBeTruthy()
  expect(headers['permissions-policy']).toBeTruthy()
  await expect(page).toHaveURL(/\/sv$/)
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(page.locator('head title')).toHaveCount(1)
  await expect(page.locator('head meta[name=description]')).toHaveCount(1)
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => window.__csp)).toEqual([])
  expect(consoleErrors.filter((e) => !/404/.test(e))).toEqual([])
})
