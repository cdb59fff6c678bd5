import type { Page, Request } from '@playwright/test'
import { isPlaceholder } from '../../src/config/site'
import { axeViolations, expect, gotoHydrated, test, untilIdle } from './fixtures'

const copy = {
  sv: {
    login: '/sv/kom-igang/logga-in',
    register: '/sv/kom-igang/registrera',
    support: '/sv/kom-igang/support',
    home: '/sv',
    problem: 'Formuläret innehåller fel',
    prefix: 'Fel: ',
    email: 'E-postadress',
    password: 'Lösenord',
    emailRequired: 'Ange e-postadress',
    emailInvalid: 'Ange en e-postadress i rätt format',
    passwordRequired: 'Ange lösenord',
    mismatch: 'Lösenorden matchar inte',
    tooShort: 'minst 12 tecken',
    show: 'Visa lösenord',
    hide: 'Dölj lösenord',
    companySize: 'Företagets storlek',
    size51: '51–200 anställda',
    registered: 'Demo: inget konto skapades',
    signedIn: 'Demo: ingen inloggning gjordes',
    supportSent: 'Demo: inget ärende skickades',
    category: 'Vad gäller ärendet?',
    billing: 'Fakturering',
    categoryRequired: 'Välj vad ärendet gäller',
    messageShort: 'Meddelandet måste vara minst 10 tecken',
    newsletterDone: 'Demo: ingen prenumeration skapades',
    submitLogin: 'Logga in',
    submitRegister: 'Skapa konto',
    submitSupport: 'Skicka ärendet',
    subscribe: 'Prenumerera',
  },
  en: {
    login: '/en/get-started/login',
    register: '/en/get-started/register',
    support: '/en/get-started/support',
    home: '/en',
    problem: 'There is a problem',
    prefix: 'Error: ',
    email: 'Email address',
    password: 'Password',
    emailRequired: 'Enter your email address',
    emailInvalid: 'Enter an email address in the correct format',
    passwordRequired: 'Enter your password',
    mismatch: 'The passwords do not match',
    tooShort: 'at least 12 characters',
    show: 'Show password',
    hide: 'Hide password',
    companySize: 'Company size',
    size51: '51–200 employees',
    registered: 'Demo: no account was created',
    signedIn: 'Demo: nobody was logged in',
    supportSent: 'Demo: no request was sent',
    category: 'What is your request about?',
    billing: 'Billing',
    categoryRequired: 'Select what your request is about',
    messageShort: 'Your message must be at least 10 characters',
    newsletterDone: 'Demo: no subscription was created',
    submitLogin: 'Log in',
    submitRegister: 'Create account',
    submitSupport: 'Send request',
    subscribe: 'Subscribe',
  },
} as const

const main = (page: Page) => page.locator('main')

async function fillRegistration(page: Page, password: string) {
  await page.locator('#register-first-name').fill('Astrid')
  await page.locator('#register-last-name').fill('Lindqvist')
  await page.locator('#register-email').fill('astrid@example.com')
  await page.locator('#register-phone').fill('070-123 45 67')
  await page.locator('#register-company').fill('Pall & Co AB')
  await page.locator('#register-password').fill(password)
  await page.locator('#register-confirm-password').fill(password)
  await page.locator('#register-terms').check()
}

for (const lang of ['sv', 'en'] as const) {
  const c = copy[lang]

  test.describe(`forms (${lang})`, () => {
    test('login: empty submit shows inline errors, a focused summary with links and an error title', async ({
      page,
      consoleErrors,
    }) => {
      await gotoHydrated(page, c.login)
      const title = await page.title()
      await main(page).getByRole('button', { name: c.submitLogin, exact: true }).click()

      const summary = page.getByRole('heading', { name: c.problem })
      await expect(summary).toBeVisible()
      await expect(page.locator('#login-errors-title')).toHaveText(c.problem)
      await expect(page.locator('[aria-labelledby="login-errors-title"]')).toBeFocused()
      await expect(page).toHaveTitle(c.prefix + title)

      const email = main(page).getByLabel(c.email, { exact: true })
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await expect(email).toHaveAccessibleDescription(c.emailRequired)
      const password = page.locator('#login-password')
      await expect(password).toHaveAttribute('aria-invalid', 'true')
      await expect(password).toHaveAccessibleDescription(c.passwordRequired)

      await page.getByRole('link', { name: c.passwordRequired }).click()
      await expect(password).toBeFocused()

      expect(await axeViolations(page)).toEqual([])

      // Fixing the fields clears errors, the summary and the title prefix.
      await email.fill('kund@example.com')
      await password.fill('correct horse battery')
      await expect(email).not.toHaveAttribute('aria-invalid', 'true')
      await expect(summary).toHaveCount(0)
      await expect(page).toHaveTitle(title)
      expect(consoleErrors).toEqual([])
    })

    test('login: leaving a field shows nothing; the submit shows the message and how to fix it', async ({
      page,
    }) => {
      await gotoHydrated(page, c.login)
      const email = main(page).getByLabel(c.email, { exact: true })
      await email.fill('inte-en-adress')
      await email.blur()
      // GOV.UK style: no message on blur, so nothing below the field moves (issue 15).
      await expect(email).not.toHaveAttribute('aria-invalid', 'true')
      await expect(page.locator('#login-email-error')).toHaveCount(0)
      await main(page).getByRole('button', { name: c.submitLogin, exact: true }).click()
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await expect(email).toHaveAccessibleDescription(new RegExp(c.emailInvalid))
      // Editing the field updates its message at once; a valid address clears it.
      await email.fill('kund@example.com')
      await expect(email).not.toHaveAttribute('aria-invalid', 'true')
    })

    test('login: the show/hide button reveals the password and announces its state', async ({
      page,
    }) => {
      await gotoHydrated(page, c.login)
      const password = page.locator('#login-password')
      await password.fill('hemligt-lösen-123')
      await expect(password).toHaveAttribute('type', 'password')
      const toggle = page.getByRole('button', { name: c.show })
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await toggle.click()
      await expect(password).toHaveAttribute('type', 'text')
      const hide = page.getByRole('button', { name: c.hide })
      await expect(hide).toHaveAttribute('aria-expanded', 'true')
      await hide.press('Enter')
      await expect(password).toHaveAttribute('type', 'password')
      await expect(password).toHaveValue('hemligt-lösen-123')
    })

    test('login: a valid demo submit confirms, keeps the values and logs nothing', async ({
      page,
      consoleErrors,
    }) => {
      await gotoHydrated(page, c.login)
      await main(page).getByLabel(c.email, { exact: true }).fill('kund@example.com')
      await page.locator('#login-password').fill('ett långt lösenord')
      await page.locator('#login-remember').check()
      await main(page).getByRole('button', { name: c.submitLogin, exact: true }).click()
      await expect(page.getByRole('status')).toContainText(c.signedIn)
      await expect(page.getByRole('status')).toBeFocused()
      await expect(main(page).getByLabel(c.email, { exact: true })).toHaveValue('kund@example.com')
      await expect(page.locator('#login-remember')).toBeChecked()
      expect(consoleErrors).toEqual([])
    })

    test('login: the forgotten-password link explains that this is a demo', async ({ page }) => {
      await gotoHydrated(page, c.login)
      const details = page.locator('details')
      await details.locator('summary').click()
      await expect(details).toHaveAttribute('open', '')
      await expect(details.locator('p')).toBeVisible()
    })

    test('registration: mismatched and short passwords are explained, the hint is tied to the field', async ({
      page,
    }) => {
      await gotoHydrated(page, c.register)
      const password = page.locator('#register-password')
      await expect(password).toHaveAttribute('aria-describedby', /register-password-hint/)
      await expect(password).toHaveAttribute('autocomplete', 'new-password')
      await password.fill('kort')
      await password.blur()
      await expect(password).not.toHaveAttribute('aria-invalid', 'true')
      await main(page).getByRole('button', { name: c.submitRegister, exact: true }).click()
      await expect(password).toHaveAccessibleDescription(new RegExp(`${c.tooShort}`))
      await password.fill('ett tillräckligt långt lösenord')
      await expect(password).not.toHaveAttribute('aria-invalid', 'true')
      const confirm = page.locator('#register-confirm-password')
      await confirm.fill('ett annat långt lösenord')
      await expect(confirm).toHaveAttribute('aria-invalid', 'true')
      await expect(confirm).toHaveAccessibleDescription(new RegExp(c.mismatch))
      await main(page).getByRole('button', { name: c.submitRegister, exact: true }).click()
      await expect(page.getByRole('link', { name: new RegExp(c.mismatch) })).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
      await confirm.fill('ett tillräckligt långt lösenord')
      await expect(confirm).not.toHaveAttribute('aria-invalid', 'true')
    })

    test('registration: company size is chosen with the keyboard alone', async ({ page }) => {
      await gotoHydrated(page, c.register)
      // One rendering: the platform's select, the same before and after the visitor starts.
      const size = page.getByRole('combobox', { name: c.companySize })
      await expect(size).toHaveCount(1)
      await expect(page.locator('select#register-company-size')).toBeVisible()
      await size.focus()
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('ArrowDown')
      await expect(size).toHaveValue('51-200')
      await expect(size.locator('option:checked')).toHaveText(c.size51)
      await expect(size).toBeFocused()
    })

    test('registration: an empty submit lists every required field in the summary', async ({
      page,
    }) => {
      await gotoHydrated(page, c.register)
      const title = await page.title()
      await main(page).getByRole('button', { name: c.submitRegister, exact: true }).click()
      const summary = page.locator('[aria-labelledby="register-errors-title"]')
      await expect(summary).toBeFocused()
      // first name, last name, e-mail, company, password, confirm, terms; phone and size are optional
      await expect(summary.getByRole('link')).toHaveCount(7)
      await expect(page).toHaveTitle(c.prefix + title)
      await expect(page.locator('#register-phone')).not.toHaveAttribute('aria-invalid', 'true')
      await expect(page.locator('#register-terms')).toHaveAttribute('aria-invalid', 'true')
      expect(await axeViolations(page)).toEqual([])
    })

    test('registration: a valid demo submit confirms that no account was created', async ({
      page,
      consoleErrors,
    }) => {
      await gotoHydrated(page, c.register)
      await fillRegistration(page, 'korrekt häst batteri häftklammer')
      await main(page).getByRole('button', { name: c.submitRegister, exact: true }).click()
      await expect(page.getByRole('status')).toContainText(c.registered)
      await expect(page.locator('#register-first-name')).toHaveValue('Astrid')
      expect(consoleErrors).toEqual([])
    })

    test('login and registration: the typed password reaches no console message and no request', async ({
      page,
    }) => {
      const secret = `Hemlig-${lang}-Lösen-9472!`
      const consoleTexts: string[] = []
      const requests: Request[] = []
      page.on('console', (m) => consoleTexts.push(m.text()))
      page.on('request', (r) => requests.push(r))

      for (const url of [c.login, c.register]) {
        await gotoHydrated(page, url)
        await page.waitForLoadState('networkidle')
        if (url === c.login) {
          await main(page).getByLabel(c.email, { exact: true }).fill('kund@example.com')
          await page.locator('#login-password').fill(secret)
          await page.locator('#login-remember').check()
        } else {
          await fillRegistration(page, secret)
        }
        // Park the pointer: the confirmation shifts the layout, and a link that slides under the
        // pointer would be preloaded on hover (a request the submit did not make).
        await page.mouse.move(0, 0)
        const before = requests.length
        const submit = url === c.login ? c.submitLogin : c.submitRegister
        await main(page).getByRole('button', { name: submit, exact: true }).press('Enter')
        await expect(page.getByRole('status')).toContainText(
          url === c.login ? c.signedIn : c.registered,
        )
        await untilIdle(page)
        expect(requests.slice(before).map((r) => r.url())).toEqual([])
        expect(page.url()).not.toContain('?')
      }

      expect(consoleTexts).toEqual([])
      for (const r of requests) {
        expect(r.url()).not.toContain(secret)
        expect(r.url()).not.toContain(encodeURIComponent(secret))
        expect(r.postData() ?? '').not.toContain(secret)
        expect(JSON.stringify(r.headers())).not.toContain(secret)
      }
    })

    test('support: required fields, category by keyboard, demo confirmation and other channels', async ({
      page,
      consoleErrors,
    }) => {
      await gotoHydrated(page, c.support)
      await main(page).getByRole('button', { name: c.submitSupport, exact: true }).click()
      const summary = page.locator('[aria-labelledby="support-errors-title"]')
      await expect(summary).toBeFocused()
      // first name, last name, e-mail, category, message; company is optional
      await expect(summary.getByRole('link')).toHaveCount(5)
      await expect(summary.getByRole('link', { name: c.categoryRequired })).toBeVisible()
      expect(await axeViolations(page)).toEqual([])

      await page.locator('#support-first-name').fill('Erik')
      await page.locator('#support-last-name').fill('Berg')
      await page.locator('#support-email').fill('erik@example.com')
      const category = page.getByRole('combobox', { name: c.category })
      await category.focus()
      // the platform's select: arrow keys choose (placeholder, technical, billing)
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('ArrowDown')
      await expect(category.locator('option:checked')).toHaveText(c.billing)
      const message = page.locator('#support-message')
      await message.fill('För kort')
      await main(page).getByRole('button', { name: c.submitSupport, exact: true }).click()
      await expect(summary.getByRole('link')).toHaveCount(1)
      await expect(summary.getByRole('link')).toContainText(c.messageShort)
      await message.fill('Fakturan för oktober saknar vårt ordernummer.')
      await main(page).getByRole('button', { name: c.submitSupport, exact: true }).click()
      await expect(page.getByRole('status')).toContainText(c.supportSent)
      await expect(message).toHaveValue('Fakturan för oktober saknar vårt ordernummer.')

      // a tel: link once the phone number is real (site.ts), never for the placeholder
      await expect(main(page).locator('a[href^="tel:"]')).toHaveCount(
        isPlaceholder('phone') ? 0 : 1,
      )
      await expect(main(page).locator('a[href^="mailto:support@"]')).toHaveCount(1)
      expect(consoleErrors).toEqual([])
    })

    test('support: the FAQ opens one answer at a time', async ({ page }) => {
      await gotoHydrated(page, c.support)
      const items = main(page).locator('details')
      expect(await items.count()).toBeGreaterThanOrEqual(5)
      await items.nth(0).locator('summary').click()
      await expect(items.nth(0)).toHaveAttribute('open', '')
      await items.nth(1).locator('summary').click()
      await expect(items.nth(1)).toHaveAttribute('open', '')
      await expect(items.nth(0)).not.toHaveAttribute('open')
    })

    test('newsletter in the footer: validates, summarises and confirms without a request', async ({
      page,
      consoleErrors,
    }) => {
      await gotoHydrated(page, c.home)
      await page.waitForLoadState('networkidle')
      // Submit from the keyboard with the pointer parked: a link sliding under the pointer would
      // be preloaded on hover, which is not a request the form made.
      await page.mouse.move(0, 0)
      const requests: string[] = []
      // The first keypress may also fetch on-interaction widget code: scripts, not requests the
      // form made.
      page.on('request', (r) => {
        if (r.resourceType() !== 'script') requests.push(`${r.method()} ${r.url()}`)
      })
      const footer = page.locator('footer')
      const title = await page.title()
      const email = footer.getByLabel(c.email, { exact: true })
      await email.fill('fel@adress')
      await footer.getByRole('button', { name: c.subscribe }).press('Enter')
      await expect(footer.locator('[aria-labelledby="newsletter-errors-title"]')).toBeFocused()
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await expect(email).toHaveAccessibleDescription(new RegExp(c.emailInvalid))
      await expect(page).toHaveTitle(c.prefix + title)
      expect(await axeViolations(page)).toEqual([])
      await email.fill('nyhetsbrev@example.com')
      await footer.getByRole('button', { name: c.subscribe }).press('Enter')
      await expect(footer.getByRole('status')).toContainText(c.newsletterDone)
      await expect(page).toHaveTitle(title)
      await expect(email).toHaveValue('nyhetsbrev@example.com')
      expect(requests).toEqual([])
      expect(consoleErrors).toEqual([])
    })
  })
}

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const [url, submit] of [
    [copy.en.register, copy.en.submitRegister],
    [copy.sv.support, copy.sv.submitSupport],
    [copy.sv.login, copy.sv.submitLogin],
  ] as const) {
    test(`${url} at 390 px: errors showing, axe-clean, nothing wider than the screen`, async ({
      page,
    }) => {
      await gotoHydrated(page, url)
      await main(page).getByRole('button', { name: submit, exact: true }).click()
      const problem = url.startsWith('/en/') ? copy.en.problem : copy.sv.problem
      await expect(main(page).getByRole('heading', { name: problem })).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(scrollWidth).toBeLessThanOrEqual(390)
    })
  }
})
