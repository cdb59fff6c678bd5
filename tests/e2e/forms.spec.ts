import type { Page } from '@playwright/test'
import { axeViolations, expect, gotoHydrated, sweepWidths, test } from './fixtures'

/**
 * The four forms. What a visitor reads (messages, summaries, confirmations, labels) is checked in
 * both languages, with axe on the states the page sweep cannot reach (errors showing) at both of
 * its widths. How a form behaves does not depend on the language: checked once, in Swedish. The
 * rules behind the messages are unit tests (tests/unit/form-schemas.test.ts).
 */
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
    emailInvalid: 'Ange en e-postadress i rätt format, till exempel namn@foretag.se',
    passwordRequired: 'Ange lösenord',
    show: 'Visa lösenord',
    showRepeated: 'Visa upprepat lösenord',
    signedIn: 'Demo: ingen inloggning gjordes',
    submitLogin: 'Logga in',
    registerRequired: [
      'Ange förnamn',
      'Ange efternamn',
      'Ange e-postadress',
      'Ange företagets namn',
      'Ange lösenord',
      'Skriv lösenordet en gång till',
      'Kryssa i rutan för att godkänna användarvillkoren och integritetspolicyn',
    ],
    tooShort: 'Lösenordet måste vara minst 12 tecken långt',
    mismatch: 'Lösenorden matchar inte – skriv samma lösenord i båda fälten',
    companySize: 'Företagets storlek',
    size51: '51–200 anställda',
    registered: 'Demo: inget konto skapades',
    submitRegister: 'Skapa konto',
    supportRequired: [
      'Ange förnamn',
      'Ange efternamn',
      'Ange e-postadress',
      'Välj vad ärendet gäller',
      'Skriv ett meddelande',
    ],
    category: 'Vad gäller ärendet?',
    billing: 'Fakturering',
    messageShort: 'Meddelandet måste vara minst 10 tecken – beskriv gärna vad som hänt',
    supportSent: 'Demo: inget ärende skickades',
    submitSupport: 'Skicka ärendet',
    subscribe: 'Prenumerera',
    newsletterDone: 'Demo: ingen prenumeration skapades',
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
    emailInvalid: 'Enter an email address in the correct format, like name@company.co.uk',
    passwordRequired: 'Enter your password',
    show: 'Show password',
    showRepeated: 'Show repeated password',
    signedIn: 'Demo: nobody was logged in',
    submitLogin: 'Log in',
    registerRequired: [
      'Enter your first name',
      'Enter your last name',
      'Enter your email address',
      'Enter your company name',
      'Enter your password',
      'Enter your password again',
      'Tick the box to accept the terms of service and the privacy policy',
    ],
    tooShort: 'Your password must be at least 12 characters long',
    mismatch: 'The passwords do not match – enter the same password in both fields',
    companySize: 'Company size',
    size51: '51–200 employees',
    registered: 'Demo: no account was created',
    submitRegister: 'Create account',
    supportRequired: [
      'Enter your first name',
      'Enter your last name',
      'Enter your email address',
      'Select what your request is about',
      'Enter your message',
    ],
    category: 'What is your request about?',
    billing: 'Billing',
    messageShort: 'Your message must be at least 10 characters – tell us what happened',
    supportSent: 'Demo: no request was sent',
    submitSupport: 'Send request',
    subscribe: 'Subscribe',
    newsletterDone: 'Demo: no subscription was created',
  },
} as const

const main = (page: Page) => page.locator('main')
const submit = (page: Page, name: string) =>
  main(page).getByRole('button', { name, exact: true }).click()
/** The message among a field's description (a hint may come before it). */
const says = (text: string) => new RegExp(text.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&'))

/** Errors showing: axe on the form, and nothing wider than the screen, at the sweep's widths. */
async function axeWithErrors(page: Page, form: string) {
  for (const width of sweepWidths) {
    await page.setViewportSize({ width, height: 800 })
    expect(await axeViolations(page, { include: form }), `${width} px`).toEqual([])
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(scrollWidth, `${width} px`).toBeLessThanOrEqual(width)
  }
}

/** The registration form, valid. */
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

  test.describe(`what the forms say (${lang})`, () => {
    test('login: summary, title, field messages, the password button and the confirmation', async ({
      page,
    }) => {
      await gotoHydrated(page, c.login)
      const title = await page.title()
      await submit(page, c.submitLogin)
      await expect(page.locator('#login-errors-title')).toHaveText(c.problem)
      await expect(page).toHaveTitle(c.prefix + title)
      const email = main(page).getByLabel(c.email, { exact: true })
      const password = main(page).getByLabel(c.password, { exact: true })
      await expect(email).toHaveAccessibleDescription(c.emailRequired)
      await expect(password).toHaveAccessibleDescription(c.passwordRequired)
      await axeWithErrors(page, '#login-form')
      await email.fill('inte-en-adress')
      await expect(email).toHaveAccessibleDescription(c.emailInvalid)
      // A toggle: its name stays, its pressed state says whether the password shows.
      const show = main(page).getByRole('button', { name: c.show, exact: true })
      await expect(show).toHaveAttribute('aria-pressed', 'false')
      await show.click()
      await expect(show).toHaveAttribute('aria-pressed', 'true')
      await expect(password).toHaveAttribute('type', 'text')
      await email.fill('kund@example.com')
      await password.fill('ett långt lösenord')
      await submit(page, c.submitLogin)
      await expect(main(page).getByRole('status')).toContainText(c.signedIn)
    })

    test('registration: every required field, the password messages, sizes and the confirmation', async ({
      page,
    }) => {
      await gotoHydrated(page, c.register)
      await submit(page, c.submitRegister)
      const summary = page.locator('[aria-labelledby="register-errors-title"]')
      // phone and company size are optional
      await expect(summary.getByRole('link')).toHaveText([...c.registerRequired])
      await axeWithErrors(page, '#register-form')
      await page.locator('#register-password').fill('kort')
      await page.locator('#register-confirm-password').fill('annat')
      await expect(page.locator('#register-password')).toHaveAccessibleDescription(says(c.tooShort))
      await expect(page.locator('#register-confirm-password')).toHaveAccessibleDescription(
        says(c.mismatch),
      )
      const size = page.getByRole('combobox', { name: c.companySize })
      await expect(size.locator('option[value="51-200"]')).toHaveText(c.size51)
      // Two show buttons, each named after the password it shows, pressed while it shows it.
      await expect(main(page).getByRole('button', { name: c.show, exact: true })).toHaveCount(1)
      const showRepeated = main(page).getByRole('button', { name: c.showRepeated, exact: true })
      await expect(showRepeated).toHaveAttribute('aria-pressed', 'false')
      await showRepeated.click()
      await expect(showRepeated).toHaveAttribute('aria-pressed', 'true')
      await expect(page.locator('#register-confirm-password')).toHaveAttribute('type', 'text')
      await expect(page.locator('#register-password')).toHaveAttribute('type', 'password')
      await fillRegistration(page, 'korrekt häst batteri häftklammer')
      await submit(page, c.submitRegister)
      await expect(main(page).getByRole('status')).toContainText(c.registered)
    })

    test('support: every required field, categories, the message length and the confirmation', async ({
      page,
    }) => {
      await gotoHydrated(page, c.support)
      await submit(page, c.submitSupport)
      const summary = page.locator('[aria-labelledby="support-errors-title"]')
      // company is optional
      await expect(summary.getByRole('link')).toHaveText([...c.supportRequired])
      await axeWithErrors(page, '#support-form')
      await page.locator('#support-first-name').fill('Erik')
      await page.locator('#support-last-name').fill('Berg')
      await page.locator('#support-email').fill('erik@example.com')
      const category = page.getByRole('combobox', { name: c.category })
      await category.selectOption('billing')
      await expect(category.locator('option:checked')).toHaveText(c.billing)
      await page.locator('#support-message').fill('För kort')
      await submit(page, c.submitSupport)
      await expect(summary.getByRole('link')).toHaveText([c.messageShort])
      await page.locator('#support-message').fill('Fakturan för oktober saknar vårt ordernummer.')
      await submit(page, c.submitSupport)
      await expect(main(page).getByRole('status')).toContainText(c.supportSent)
    })

    test('newsletter in the footer: summary, title, message and confirmation', async ({ page }) => {
      await gotoHydrated(page, c.home)
      const footer = page.locator('footer')
      const title = await page.title()
      const email = footer.getByLabel(c.email, { exact: true })
      await email.fill('fel@adress')
      await footer.getByRole('button', { name: c.subscribe }).press('Enter')
      await expect(footer.getByRole('heading', { name: c.problem })).toBeVisible()
      await expect(page).toHaveTitle(c.prefix + title)
      await expect(email).toHaveAccessibleDescription(says(c.emailInvalid))
      await axeWithErrors(page, '#newsletter-form')
      await email.fill('nyhetsbrev@example.com')
      await footer.getByRole('button', { name: c.subscribe }).press('Enter')
      await expect(footer.getByRole('status')).toContainText(c.newsletterDone)
    })
  })
}

const c = copy.sv

test.describe('how the forms behave (once, in Swedish)', () => {
  test('login: messages come on submit, not on leaving a field; the summary, the title, re-checks on each edit; password button; forgotten password', async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, c.login)
    const title = await page.title()
    const email = page.locator('#login-email')
    const password = page.locator('#login-password')
    await email.fill('inte-en-adress')
    await email.blur()
    // GOV.UK style: no message on blur, so nothing below the field moves.
    await expect(email).not.toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('#login-email-error')).toHaveCount(0)

    await submit(page, c.submitLogin)
    const summary = page.locator('[aria-labelledby="login-errors-title"]')
    await expect(summary).toBeFocused()
    await expect(page).toHaveTitle(c.prefix + title)
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(password).toHaveAttribute('aria-invalid', 'true')
    await summary.getByRole('link', { name: c.passwordRequired }).click()
    await expect(password).toBeFocused()
    // After a submit each edit is checked at once: a valid address clears its message.
    await email.fill('kund@example.com')
    await expect(email).not.toHaveAttribute('aria-invalid', 'true')
    await expect(summary).toBeVisible()
    await password.fill('hemligt-lösen-123')
    await expect(password).not.toHaveAttribute('aria-invalid', 'true')
    await expect(summary).toHaveCount(0)
    await expect(page).toHaveTitle(title)

    // The show/hide button: a real button that says what it does and what state it is in.
    await expect(password).toHaveAttribute('type', 'password')
    const toggle = page.locator('#login-password-toggle')
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await expect(toggle).not.toHaveAttribute('aria-expanded')
    await toggle.click()
    await expect(password).toHaveAttribute('type', 'text')
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await toggle.press('Enter')
    await expect(password).toHaveAttribute('type', 'password')
    await expect(password).toHaveValue('hemligt-lösen-123')

    const forgot = page.getByRole('main').locator('details')
    await forgot.locator('summary').click()
    await expect(forgot).toHaveAttribute('open', '')
    await expect(forgot.locator('p')).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  test('registration: messages on submit, not on leaving a field; the summary, the title, password checks re-run as typed; company size by keyboard', async ({
    page,
  }) => {
    await gotoHydrated(page, c.register)
    const title = await page.title()
    const password = page.locator('#register-password')
    await password.fill('kort')
    await password.blur()
    await expect(password).not.toHaveAttribute('aria-invalid', 'true')
    await submit(page, c.submitRegister)
    const summary = page.locator('[aria-labelledby="register-errors-title"]')
    await expect(summary).toBeFocused()
    await expect(page).toHaveTitle(c.prefix + title)
    await expect(page.locator('#register-phone')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('#register-terms')).toHaveAttribute('aria-invalid', 'true')
    await expect(password).toHaveAttribute('aria-invalid', 'true')
    await password.fill('ett tillräckligt långt lösenord')
    await expect(password).not.toHaveAttribute('aria-invalid', 'true')
    const confirm = page.locator('#register-confirm-password')
    await confirm.fill('ett annat långt lösenord')
    await expect(confirm).toHaveAttribute('aria-invalid', 'true')
    await submit(page, c.submitRegister)
    await expect(summary.getByRole('link', { name: c.mismatch })).toBeVisible()
    await confirm.fill('ett tillräckligt långt lösenord')
    await expect(confirm).not.toHaveAttribute('aria-invalid', 'true')

    // One rendering: the platform's select, the same before and after the visitor starts.
    const size = page.getByRole('combobox', { name: c.companySize })
    await expect(size).toHaveCount(1)
    await expect(page.locator('select#register-company-size')).toBeVisible()
    await size.focus()
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown')
    await expect(size).toHaveValue('51-200')
    await expect(size).toBeFocused()
  })
})
