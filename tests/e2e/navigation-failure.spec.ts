import type { Page } from '@playwright/test'
import { axeViolations, expect, gotoHydrated, test, untilIdle } from './fixtures'
import { calculatorForm } from './calculator-labels'

// A navigation that cannot be done: offline (the page's code or texts cannot come), and a
// missing page. The stale deploy, where the host answers but a file is gone:
// robust-stale-deploy.spec.ts.

/** Full document loads of the tab (client navigations make none). */
function countDocumentLoads(page: Page) {
  const loads: string[] = []
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) loads.push(r.url())
  })
  return loads
}

const offlineText = {
  sv: 'Sidan kunde inte laddas: ingen anslutning. Det ni har skrivit finns kvar.',
  en: 'The page could not be loaded: no connection. What you typed is still here.',
}

test('offline, a link keeps the visitor on their page with what they typed, says so in their language; Try again goes once online', async ({
  page,
}) => {
  await gotoHydrated(page, '/sv/kalkylator')
  const weight = page.getByLabel(calculatorForm.sv.weight)
  await weight.fill('25')
  const loads = countDocumentLoads(page)
  await page.context().setOffline(true)
  await page.getByRole('banner').getByRole('link', { name: 'Kontakt', exact: true }).click()
  const alert = page.getByRole('alert')
  await expect(alert).toHaveText(new RegExp(`^${offlineText.sv}`))
  await expect(page).toHaveURL(/\/sv\/kalkylator(\?|$)/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Miljöavgiftskalkylator')
  await expect(weight).toHaveValue('25')
  expect(await axeViolations(page, { include: '[role=alert]' })).toEqual([])
  // Try again, still offline: the same message, said again.
  await alert.getByRole('button', { name: 'Försök igen' }).click()
  await expect(alert).toHaveText(new RegExp(`^${offlineText.sv}`))
  await expect(page).toHaveURL(/\/sv\/kalkylator(\?|$)/)
  expect(loads).toEqual([]) // never the browser's own offline page

  await page.context().setOffline(false)
  await alert.getByRole('button', { name: 'Försök igen' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakta oss')
  await expect(page).toHaveURL(/\/sv\/kontakt$/)
  await expect(alert).toHaveCount(0)
  expect(loads).toEqual([])

  // In English, in English; Back offline to a page this document has shown works as usual.
  await page.context().setOffline(true)
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Miljöavgiftskalkylator')
  await page.context().setOffline(false)
  await gotoHydrated(page, '/en/calculator')
  await page.context().setOffline(true)
  await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText(new RegExp(`^${offlineText.en}`))
  await page.getByRole('alert').getByRole('button', { name: 'Close the message' }).click()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page).toHaveURL(/\/en\/calculator(\?|$)/)
  await page.context().setOffline(false)
})

test('leaving a missing page logs the address asked for, once; Back to it shows no other page’s raw ids', async ({
  page,
  consoleErrors,
}) => {
  const warnings: string[] = []
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()))
  await gotoHydrated(page, '/sv/finns-inte')
  await expect(page.getByTestId('not-found')).toHaveText('Sidan kunde inte hittas')
  await page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).click()
  await expect(page).toHaveURL(/\/en$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Track load carriers')
  // Watch everything Back puts into the page, however briefly.
  await page.evaluate(() => {
    const seen: string[] = []
    Object.assign(window, { rawIds: seen })
    new MutationObserver(() => {
      const raw = /\b(?:home|common)\.[a-z]+\.[a-zA-Z.]+/.exec(document.body.innerText)
      if (raw) seen.push(raw[0])
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  await page.goBack()
  await expect(page.getByTestId('not-found')).toHaveText('Sidan kunde inte hittas')
  await untilIdle(page)
  expect(await page.evaluate(() => (window as unknown as { rawIds: string[] }).rawIds)).toEqual([])
  await page.getByRole('banner').getByRole('link', { name: 'Kontakt', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakta oss')
  await untilIdle(page)
  expect(warnings.filter((w) => /Uncompiled/.test(w))).toEqual([])
  expect(warnings.filter((w) => w.startsWith('Page not found:'))).toEqual([
    'Page not found: /sv/finns-inte',
  ])
  // the host's 404 status of the missing page
  expect(consoleErrors.filter((e) => !/404 \(Not Found\)/.test(e))).toEqual([])
})
