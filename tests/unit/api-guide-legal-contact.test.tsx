import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderRoute } from './render-route'
import { apiEndpoints } from '../../src/features/api/api-endpoints'
import { guideSteps } from '../../src/features/guide/guide-steps'
import { pages } from '../../src/i18n/pages'

const h1 = () => screen.findByRole('heading', { level: 1 })

describe('API, guide, legal and contact pages', () => {
  it.each(['/sv/anvandarvillkor', '/en/privacy-policy'])(
    '%s: every table-of-contents link points at a section of the page',
    async (url) => {
      const { container } = await renderRoute(url)
      await h1()
      const toc = screen.getByRole('navigation', {
        name: url.startsWith('/sv') ? 'Innehåll' : 'Contents',
      })
      const links = within(toc).getAllByRole('link')
      // the privacy policy has six sections: only what the spec gives (roles, data, sub-processors,
      // the end of the agreement, storage, contact)
      expect(links.length).toBeGreaterThanOrEqual(6)
      for (const link of links) {
        const id = link.getAttribute('href')!.slice(1)
        const section = container.querySelector(`section[id="${id}"]`)
        expect(section, id).not.toBeNull()
        // the link text is the section's heading
        expect(within(section as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
          link.textContent,
        )
      }
      // hidden until the visitor scrolls (visibility:hidden through data-hidden; jsdom has no
      // stylesheet, so the e2e checks what the visitor sees)
      expect(screen.getByRole('button', { name: /Till toppen|Back to top/ })).toHaveAttribute(
        'data-hidden',
        '',
      )
    },
  )

  it('documents exactly the four endpoints of the spec, each with parseable example JSON', () => {
    expect(apiEndpoints.map((e) => `${e.method} ${e.path}`)).toEqual([
      'GET /api/tracking/status',
      'POST /api/tracking/create',
      'GET /api/reports/producer',
      'PUT /api/fleet/optimize',
    ])
    for (const e of apiEndpoints)
      expect(() => JSON.parse(e.exampleResponse) as unknown).not.toThrow()
  })

  it('guide steps are all pending and link to real pages of the site', async () => {
    expect(guideSteps).toHaveLength(4)
    expect(guideSteps.every((s) => !s.completed)).toBe(true)
    for (const s of guideSteps) expect(pages).toHaveProperty([s.link])
    await renderRoute('/en/get-started/guide')
    await h1()
    const bar = screen.getByRole('progressbar', { name: '0 of 4 steps done' })
    expect(bar).toHaveAttribute('value', '0')
    expect(bar).toHaveAttribute('max', '4')
    expect(screen.getAllByText('Pending')).toHaveLength(4)
  })

  it('contact page renders no map iframe until asked', async () => {
    const { container } = await renderRoute('/sv/kontakt')
    await h1()
    expect(container.querySelector('iframe')).toBeNull()
    expect(screen.getByRole('button', { name: 'Visa karta' })).toBeInTheDocument()
  })
})
