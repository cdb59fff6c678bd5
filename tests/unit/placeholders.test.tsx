import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { isPlaceholder, placeholders, site, type PlaceholderKey } from '../../src/config/site'
import { loadCatalogs } from '../../src/i18n/catalogs'
import { launchChecklist } from '../../src/config/launch-checklist'
import { pageHead } from '../../src/i18n/head'
import { renderRoute } from './render-route'

// The config as it will be after launch, for one test: the listed keys hold real values (the
// values themselves stay; only the marking changes) and LinkedIn may be configured. Restored
// after each test: the unit tests share one module graph per worker.
const restore: (() => void)[] = []
function configure({ real = [], linkedInUrl }: { real?: PlaceholderKey[]; linkedInUrl?: string }) {
  const list = placeholders as unknown as string[]
  const removed = real.filter((key) => list.includes(key))
  for (const key of removed) list.splice(list.indexOf(key), 1)
  restore.push(() => list.push(...removed))
  if (linkedInUrl) {
    const config = site as { linkedInUrl: string | null }
    const before = config.linkedInUrl
    config.linkedInUrl = linkedInUrl
    restore.push(() => (config.linkedInUrl = before))
  }
}
afterEach(() => {
  while (restore.length) restore.pop()!()
})

const organization = async () => {
  await loadCatalogs('sv', ['common', 'contact'])
  const head = pageHead({ params: { lang: 'sv' }, match: { fullPath: '/$lang/contact' } })
  return head.meta.map((t) => t['script:ld+json']).find((ld) => ld?.['@type'] === 'Organization')!
}
const main = () => within(document.querySelector('main')!)
const linkedIn = 'https://www.linkedin.com/company/cirkla-real'

describe('placeholder contact values', () => {
  it('today: the e-mail is on example.com, the phone and the address are marked placeholders', () => {
    expect(site.email).toMatch(/@example\.com$/)
    expect(site.supportEmail).toMatch(/@example\.com$/)
    expect(['email', 'phone', 'address'].map((k) => isPlaceholder(k as PlaceholderKey))).toEqual([
      true,
      true,
      true,
    ])
  })

  it('leaves a placeholder e-mail, phone and address out of the Organization JSON-LD', async () => {
    const ld = JSON.stringify(await organization())
    expect(ld).toContain(`"name":"${site.name}"`)
    for (const value of [site.email, site.phone.tel, site.address.street, site.address.city])
      expect(ld).not.toContain(value)
    expect(ld).not.toContain('"address"')
  })

  it('lists them in the JSON-LD once they are real', async () => {
    configure({ real: ['email', 'phone', 'address'] })
    expect(await organization()).toMatchObject({
      email: site.email,
      telephone: site.phone.tel,
      address: { streetAddress: site.address.street, addressLocality: site.address.city },
    })
  })

  it('contact page: phone and address said to follow, the map captioned as an example', async () => {
    await renderRoute('/sv/kontakt')
    expect(document.querySelector('main a[href^="tel:"]')).toBeNull()
    expect(main().getByText('Telefonnummer kommer')).toBeVisible()
    expect(screen.getByTestId('contact-address')).toHaveTextContent('Adress kommer')
    expect(screen.getByTestId('contact-address')).not.toHaveTextContent(site.address.street)
    expect(
      main().getByText('Vår adress kommer. Kartan är ett exempel och visar inte vårt kontor.'),
    ).toBeVisible()
    expect(document.querySelector('main')).not.toHaveTextContent(/Ni hittar oss på/)
    // the footer on every page
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Adress kommer')
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent(site.address.street)
  })

  it('contact page: real values become links, the address and the map caption name the office', async () => {
    configure({ real: ['phone', 'address', 'mapEmbedUrl'] })
    await renderRoute('/en/contact')
    expect(main().getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      `tel:${site.phone.tel}`,
    )
    expect(screen.getByTestId('contact-address')).toHaveTextContent(site.address.street)
    expect(
      main().getByText(
        `You will find us at ${site.address.street}, ${site.address.postalCode} ${site.address.city}.`,
      ),
    ).toBeVisible()
    expect(screen.queryByText('Phone number to follow')).toBeNull()
  })
})

describe('LinkedIn on the contact page', () => {
  it('is left out while no company page is configured', async () => {
    expect(site.linkedInUrl).toBeNull()
    await renderRoute('/sv/kontakt')
    expect(document.querySelector('main a[href*="linkedin.com"]')).toBeNull()
    expect(screen.queryByText('Sociala medier')).toBeNull()
  })

  it('links to the configured page, and the JSON-LD lists it', async () => {
    configure({ linkedInUrl: linkedIn })
    await renderRoute('/sv/kontakt')
    expect(main().getByRole('link', { name: /Cirkla på LinkedIn/ })).toHaveAttribute(
      'href',
      linkedIn,
    )
    expect((await organization()).sameAs).toEqual([linkedIn])
  })
})

// The team's names are a placeholder like the phone number.
describe('the team placeholder', () => {
  it('is on the launch checklist that `npm run build` prints', () => {
    expect(isPlaceholder('team')).toBe(true)
    expect(launchChecklist()).toContain(
      `warning: src/config/site.ts: team is still a placeholder (${JSON.stringify(site.team)}): replace it before launch`,
    )
  })

  it('team page: each name said to follow, and the lead says the names are to come', async () => {
    await renderRoute('/en/about/meet-team')
    const names = main().getAllByRole('heading', { level: 3 })
    expect(names.map((h) => h.textContent)).toEqual(Array(5).fill('Name to follow'))
    expect(
      main().getByText("Cirkla's team is five people. Their names are to follow."),
    ).toBeVisible()
    for (const name of site.team) expect(document.body).not.toHaveTextContent(name)
  })

  it('team page: real names with their initials once the names are real', async () => {
    configure({ real: ['team'] })
    await renderRoute('/sv/om-oss/traffa-teamet')
    const names = main().getAllByRole('heading', { level: 3 })
    expect(names.map((h) => h.textContent)).toEqual([...site.team])
    expect(main().getByText('Här är de fem personerna i Cirklas team.')).toBeVisible()
    const [first] = site.team
    const initials = first
      .split(' ')
      .map((part) => part[0])
      .join('')
    expect(document.querySelector('[data-member] span[aria-hidden="true"]')).toHaveTextContent(
      initials,
    )
  })
})
