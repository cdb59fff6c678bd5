import { beforeAll, describe, expect, it } from 'vitest'
import { loadCatalogs } from '../../src/i18n/catalogs'
import { fallbackHead, pageHead, rootHead } from '../../src/i18n/head'
import { site } from '../../src/config/site'

type Tag = Record<string, unknown>
const metaOf = (tags: Tag[], key: string) =>
  tags.find((t) => t.name === key || t.property === key)?.content

describe('pageHead', () => {
  beforeAll(() => loadCatalogs('en', ['common', 'calculator'], { activate: false }))

  it('builds the Swedish calculator head', async () => {
    await loadCatalogs('sv', ['common', 'calculator'])
    const head = pageHead({ params: { lang: 'sv' }, match: { fullPath: '/$lang/calculator' } })
    expect(head.meta[0]).toEqual({ title: `Miljöavgiftskalkylator | ${site.name}` })
    expect(metaOf(head.meta, 'description')).toMatch(/förpackningsavgiften/)
    expect(metaOf(head.meta, 'keywords')).toBeTruthy()
    expect(metaOf(head.meta, 'og:locale')).toBe('sv_SE')
    expect(metaOf(head.meta, 'og:url')).toBe(`${site.origin}/sv/kalkylator`)
    expect(metaOf(head.meta, 'twitter:card')).toBe('summary_large_image')
    expect(metaOf(head.meta, 'robots')).toBeUndefined()
    expect(head.links).toEqual([
      { rel: 'canonical', href: `${site.origin}/sv/kalkylator` },
      { rel: 'alternate', hrefLang: 'sv', href: `${site.origin}/sv/kalkylator` },
      { rel: 'alternate', hrefLang: 'en', href: `${site.origin}/en/calculator` },
      // "/" names only the home pages back: this pair's fallback is its Swedish page
      { rel: 'alternate', hrefLang: 'x-default', href: `${site.origin}/sv/kalkylator` },
    ])
    const ld = head.meta.filter((t) => 'script:ld+json' in t).map((t) => t['script:ld+json'])
    expect(ld).toEqual([
      expect.objectContaining({ '@type': 'Organization', name: site.name }),
      expect.objectContaining({ '@type': 'WebApplication', name: 'Miljöavgiftskalkylator' }),
    ])
  })

  it('builds the English head with the page JSON-LD kind the registry names', async () => {
    await loadCatalogs('en', ['common', 'calculator'])
    const head = pageHead({ params: { lang: 'en' }, match: { fullPath: '/$lang/calculator' } })
    expect(head.meta[0]).toEqual({ title: `Environmental fee calculator | ${site.name}` })
    expect(metaOf(head.meta, 'og:locale')).toBe('en_GB')
    expect(metaOf(head.meta, 'robots')).toBeUndefined()
    expect(head.links[0]).toEqual({ rel: 'canonical', href: `${site.origin}/en/calculator` })
    const ld = head.meta.filter((t) => 'script:ld+json' in t).map((t) => t['script:ld+json'])
    expect(ld[1]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebApplication',
      name: 'Environmental fee calculator',
      description: metaOf(head.meta, 'description'),
      url: `${site.origin}/en/calculator`,
      applicationCategory: 'BusinessApplication',
      operatingSystem: 'Web',
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'SEK' },
    })
  })

  it('marks an internal page noindex, with no page JSON-LD', async () => {
    await loadCatalogs('en', ['common', 'editor'])
    const head = pageHead({ params: { lang: 'en' }, match: { fullPath: '/$lang/translations' } })
    expect(head.meta[0]).toEqual({ title: `Translations | ${site.name}` })
    expect(metaOf(head.meta, 'robots')).toBe('noindex, nofollow')
    expect(metaOf(head.meta, 'keywords')).toBeUndefined()
    const ld = head.meta.filter((t) => 'script:ld+json' in t).map((t) => t['script:ld+json'])
    expect(ld).toEqual([expect.objectContaining({ '@type': 'Organization' })])
    // no search result in any language: no canonical, no alternates
    expect(head.links).toEqual([])
  })

  it("names the language chooser the home pages' x-default, and the chooser names them back", async () => {
    await loadCatalogs('sv', ['common'])
    const home = pageHead({ params: { lang: 'en' }, match: { fullPath: '/$lang/' } })
    const chooser = rootHead()
    const alternates = [
      { rel: 'alternate', hrefLang: 'sv', href: `${site.origin}/sv` },
      { rel: 'alternate', hrefLang: 'en', href: `${site.origin}/en` },
      { rel: 'alternate', hrefLang: 'x-default', href: `${site.origin}/` },
    ]
    expect(home.links).toEqual([{ rel: 'canonical', href: `${site.origin}/en` }, ...alternates])
    expect(chooser.links).toEqual([{ rel: 'canonical', href: `${site.origin}/` }, ...alternates])
  })

  it('gives the Organization a logo image of at least 112 px, not the favicon', () => {
    const head = pageHead({ params: { lang: 'sv' }, match: { fullPath: '/$lang/contact' } })
    const org = head.meta.find((t) => 'script:ld+json' in t)?.['script:ld+json'] as Tag
    expect(org.logo).toBe(`${site.origin}/icon-512.png`)
  })
})

describe('fallbackHead', () => {
  const ok = (fullPath: string) => ({
    routeId: fullPath === '__root__' ? fullPath : fullPath.replace(/\/$/, '') || '/',
    fullPath: fullPath === '__root__' ? '/' : fullPath,
    status: 'success',
  })
  beforeAll(() => loadCatalogs('en', ['common']))

  it('leaves a page that rendered to its own head', () => {
    expect(fallbackHead([ok('__root__'), ok('/$lang'), ok('/$lang/calculator')])).toEqual({})
  })

  it('titles a prefix match the browser stopped at /$lang as not found (/en/calculator/extra)', () => {
    const matches = [ok('__root__'), { ...ok('/$lang'), _notFound: true }, ok('/$lang/calculator')]
    expect(fallbackHead(matches).meta?.[0]).toEqual({
      title: `Oops! Page not found | ${site.name}`,
    })
  })

  it('leaves "/" (the language chooser, the root route has fullPath "/" too) indexable', () => {
    expect(fallbackHead([ok('__root__'), ok('/')])).toEqual({})
    expect(fallbackHead([ok('__root__')]).meta?.[1]).toEqual({ name: 'robots', content: 'noindex' })
  })

  it('titles a failed route as an error, noindex', () => {
    const head = fallbackHead([ok('__root__'), { ...ok('/$lang'), status: 'error' }])
    expect(head.meta?.[0]).toEqual({ title: `Something went wrong | ${site.name}` })
    expect(head.meta?.[1]).toEqual({ name: 'robots', content: 'noindex' })
  })
})
