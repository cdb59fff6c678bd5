import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderRoute } from './render-route'

/** The error summary's links, in form order, once a submit has shown it. */
async function summaryLinks(form: string) {
  const title = await screen.findByText(/Formuläret innehåller fel|There is a problem/, {
    selector: `#${form}-errors-title`,
  })
  const summary = title.closest<HTMLElement>(`[aria-labelledby="${form}-errors-title"]`)!
  return within(summary)
    .getAllByRole('link')
    .map((a) => a.textContent)
}

const field = (id: string) => document.getElementById(id)!

/** Puts text in a field as one input, as a paste or an autofill does (typing each key is slow here). */
async function enter(user: ReturnType<typeof userEvent.setup>, id: string, text: string) {
  await user.click(field(id))
  await user.paste(text)
}

/**
 * What a visitor types reaches the form's rules as typed (form-schemas.test.ts has the rules for
 * every invisible character): a field that shows nothing counts as empty, and the summary says so.
 */
describe('form submit: text of invisible characters only', () => {
  it('registration (sv): names and company of invisible characters only are missing', async () => {
    const user = userEvent.setup()
    await renderRoute('/sv/kom-igang/registrera')
    await enter(user, 'register-first-name', '\u200B\u200B')
    await enter(user, 'register-last-name', '\u200C \u200D')
    await enter(user, 'register-email', 'astrid@example.com')
    await enter(user, 'register-company', '\u2060\uFEFF \u3164 ')
    await enter(user, 'register-password', 'korrekt häst batteri häftklammer')
    await enter(user, 'register-confirm-password', 'korrekt häst batteri häftklammer')
    await user.click(field('register-terms'))
    await user.click(screen.getByRole('button', { name: 'Skapa konto' }))
    expect(await summaryLinks('register')).toEqual([
      'Ange förnamn',
      'Ange efternamn',
      'Ange företagets namn',
    ])
  })

  it('support (en): a message of invisible characters is missing, and they add no length', async () => {
    const user = userEvent.setup()
    await renderRoute('/en/get-started/support')
    await enter(user, 'support-first-name', '\u200B')
    await enter(user, 'support-last-name', 'Berg')
    await enter(user, 'support-email', 'erik@example.com')
    await user.selectOptions(field('support-category'), 'other')
    await enter(user, 'support-message', '\u200B\u200C\u200D\u2060\uFEFF'.repeat(4))
    const send = screen.getByRole('button', { name: 'Send request' })
    await user.click(send)
    expect(await summaryLinks('support')).toEqual(['Enter your first name', 'Enter your message'])
    await user.clear(field('support-message'))
    await enter(user, 'support-message', `kort${'\u200B'.repeat(10)}`)
    await user.click(send)
    expect(await summaryLinks('support')).toEqual([
      'Enter your first name',
      'Your message must be at least 10 characters – tell us what happened',
    ])
  })
})
