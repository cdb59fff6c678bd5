import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { site } from '../../src/config/site'
import { renderRoute } from './render-route'

const autocomplete = (id: string) => document.getElementById(id)?.getAttribute('autocomplete')

describe('form pages', () => {
  it('login: labelled fields with autocomplete, nothing a browser could post', async () => {
    await renderRoute('/sv/kom-igang/logga-in')
    const form = document.getElementById('login-email')!.closest('form')!
    // A demo sends nothing: no method, no action, no named control to serialize.
    expect(form.getAttribute('method')).toBeNull()
    expect(form.getAttribute('action')).toBeNull()
    expect(form.querySelectorAll('[name]')).toHaveLength(0)
    expect([...new FormData(form).keys()]).toEqual([])
    expect(screen.getByLabelText('Lösenord')).toHaveAttribute('autocomplete', 'current-password')
    expect(autocomplete('login-email')).toBe('email')
    expect(screen.getByText(/Detta är en mockup av inloggningssidan/)).toBeInTheDocument()
  })

  it('registration (en): autocomplete per field, the 12-character rule up front, demo notice', async () => {
    await renderRoute('/en/get-started/register')
    expect(autocomplete('register-first-name')).toBe('given-name')
    expect(autocomplete('register-last-name')).toBe('family-name')
    expect(autocomplete('register-email')).toBe('email')
    expect(autocomplete('register-phone')).toBe('tel')
    expect(autocomplete('register-company')).toBe('organization')
    expect(autocomplete('register-password')).toBe('new-password')
    expect(autocomplete('register-confirm-password')).toBe('new-password')
    const hint = document.getElementById('register-password-hint')!
    expect(hint).toHaveTextContent('At least 12 characters')
    expect(
      document.getElementById('register-password')!.getAttribute('aria-describedby'),
    ).toContain(hint.id)
    expect(
      screen.getByText(
        /This is a mockup of the registration page. Contact us to activate real accounts./,
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'terms of service' })).toHaveAttribute(
      'href',
      '/en/terms-of-service',
    )
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/en/privacy-policy',
    )
  })

  it('support: other channels come from the site config, FAQ lists its questions', async () => {
    await renderRoute('/sv/kom-igang/support')
    expect(screen.getByRole('link', { name: site.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${site.supportEmail}`,
    )
    // the phone number is still a placeholder: said to follow, not dialled (placeholders.test.tsx)
    expect(document.querySelector('main a[href^="tel:"]')).toBeNull()
    expect(within(document.querySelector('main')!).getByText('Telefonnummer kommer')).toBeVisible()
    expect(screen.getByText('Vardagar 9–17')).toBeInTheDocument()
    expect(screen.getByText('Inom 2 timmar under öppettiderna')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Hur snabbt får jag svar?' })).toBeInTheDocument()
  })
})
