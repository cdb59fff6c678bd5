import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from '@playwright/test'
import { Window } from 'happy-dom'
import { isPlaceholder, site } from '../../src/config/site'
import { pages, type PageEntry } from '../../src/i18n/pages'
import { SWITCH_FROM } from '../../src/i18n/canonical'
import {
  allPublicPaths,
  pageByInternalPath,
  pageBySlug,
  publicPath,
  toInternalPath,
} from '../../src/i18n/slugs'
import { expect } from './fixtures'
import { keyFigures, legalFacts } from './key-figures'
import { swedishHits } from './swedish-words'

// The prerendered pages as the host serves them (host.spec.ts: every page's body is its file in
// dist/), read in Node: head, links, JSON-LD and text need no browser. The page sweep
// (page-sweep.spec.ts) loads each page in Chromium and fails on any hydration mismatch or console
// error, and checks that the live <head> is the served one: what holds here holds for the page a
// visitor sees. No `page` fixture, so no browser starts for this file.

const parser = new new Window().DOMParser()
const fileOf = (url: string) => join('dist', url === '/' ? 'index.html' : `${url.slice(1)}.html`)
const parsed = new Map<string, Document>()
/** The prerendered document of a URL (parsed once). */
function prerendered(url: string): Document {
  let doc = parsed.get(url)
  if (!doc) {
    const html = readFileSync(fileOf(url), 'utf8')
    doc = parser.parseFromString(html, 'text/html') as unknown as Document
    parsed.set(url, doc)
  }
  return doc
}
/** Text of an element, text nodes joined by spaces (a scan must not glue "…text" and "och"). */
function textOf(root: Element): string {
  const parts: string[] = []
  const walk = (node: Node) => {
    if (node.nodeType === 3) parts.push(node.textContent ?? '')
    else if (!['SCRIPT', 'STYLE', 'TEMPLATE'].includes(node.nodeName)) node.childNodes.forEach(walk)
  }
  walk(root)
  return parts.join(' ').replace(/\s+/g, ' ')
}
const attrs = (doc: Document, selector: string, name: string) =>
  [...doc.querySelectorAll(selector)].map((el) => el.getAttribute(name))

/**
 * The contact values src/config/site.ts still marks as placeholders: never in the JSON-LD, and the
 * phone number and street never on a page (they are said to follow; the e-mail addresses are on
 * the reserved example.com domain and are shown as they are).
 */
const placeholderContactValues = {
  jsonLd: [
    ...(isPlaceholder('email') ? [site.email, site.supportEmail] : []),
    ...(isPlaceholder('phone') ? [site.phone.tel, site.phone.display] : []),
    ...(isPlaceholder('address') ? [site.address.street] : []),
  ],
  visible: [
    ...(isPlaceholder('phone') ? [site.phone.display] : []),
    ...(isPlaceholder('address') ? [site.address.street] : []),
  ],
}

const isLang = (v: string): v is 'sv' | 'en' => v === 'sv' || v === 'en'

/**
 * Every same-site link of a page: a language prefix, hreflang when it crosses languages, and a
 * page of the slug map at its canonical URL with a file behind it (served 200, host.spec.ts): no
 * link ever goes through a redirect. Returns the problems and the linked paths.
 */
function links(doc: Document, lang: string) {
  const problems: string[] = []
  const targets: string[] = []
  for (const a of doc.querySelectorAll('a[href^="/"]')) {
    const href = a.getAttribute('href')!
    const path = href.split('#')[0]!.split('?')[0]!
    if (!path || path === '/') continue
    const linkLang = path.split('/')[1]!
    if (!isLang(linkLang)) problems.push(`link to ${href} has no language prefix`)
    else if (linkLang !== lang && a.getAttribute('hreflang') !== linkLang) {
      problems.push(`link to the other language without hreflang: ${href}`)
    } else if (!pageBySlug(linkLang, path.split('/').slice(2).join('/'))) {
      problems.push(`link to an unknown page ${href}`)
    } else if (!existsSync(fileOf(path))) problems.push(`no file for ${href}`)
    else targets.push(path)
  }
  return { problems, targets }
}

const manifest = JSON.parse(readFileSync('dist/manifest.webmanifest', 'utf8')) as {
  theme_color: string
}

/** The pixel size of a PNG of the site (its IHDR chunk), from its absolute URL. */
function pngSize(href: string | undefined) {
  const png = readFileSync(join('dist', new URL(href ?? '', site.origin).pathname))
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

const publicPaths = allPublicPaths()
const otherLang = (lang: string): 'sv' | 'en' => (lang === 'sv' ? 'en' : 'sv')

for (const url of publicPaths) {
  test(`${url}: one h1, head complete, JSON-LD, links, language switch, key figures; no placeholder shown${url.startsWith('/en') ? ', no Swedish' : ''}`, () => {
    const lang = url.split('/')[1]!
    const pagePath = pageByInternalPath(toInternalPath(url) ?? url)!
    const doc = prerendered(url)
    const main = doc.querySelector('main')!
    expect(doc.documentElement.getAttribute('lang')).toBe(lang)
    expect(doc.querySelectorAll('h1')).toHaveLength(1)
    expect(doc.querySelector('[data-testid="not-found"], [data-testid="error-page"]')).toBeNull()
    // The spec's key figures (with the sources they cite) and legal facts
    const figures = keyFigures[url] ?? []
    const mainText = textOf(main)
    for (const text of [...figures, ...(legalFacts[url] ?? [])]) expect(mainText).toContain(text)
    if (figures.length)
      expect(main.querySelectorAll('a[target="_blank"]').length).toBeGreaterThan(0)

    // each head tag once (the sweep checks that the live head is this one)
    const internal = (pages[pagePath] as PageEntry).internal === true
    for (const selector of [
      'title',
      'meta[charset]',
      'meta[name=viewport]',
      'meta[name=description]',
      'meta[name=theme-color]',
      'link[rel=manifest]',
      'meta[property="og:title"]',
    ])
      expect(doc.head.querySelectorAll(selector), selector).toHaveLength(1)
    // The site's stylesheet, and on the translation editor's page the editor's own beside it.
    expect(doc.head.querySelectorAll('link[rel=stylesheet]')).toHaveLength(internal ? 2 : 1)
    expect(doc.querySelectorAll('title, meta[name=description]')).toHaveLength(2)
    expect(doc.head.querySelectorAll('link[rel=icon]')).toHaveLength(2)
    expect(doc.title).toMatch(/ \| Cirkla$/)
    // The browser's colour for the site is the manifest's too.
    expect(attrs(doc, 'meta[name=theme-color]', 'content')).toEqual([manifest.theme_color])
    // The noindex editor is no search result, in any language: no canonical, no alternates. Every
    // other page pair names its x-default: the language chooser "/" for the home pages (which
    // names them back), the Swedish page (the fallback language) for the rest.
    const alternates = [...doc.querySelectorAll('link[rel=alternate]')].map((l) => [
      l.getAttribute('hreflang'),
      new URL(l.getAttribute('href')!).pathname,
    ])
    if (internal) {
      expect(doc.querySelectorAll('link[rel=canonical]')).toHaveLength(0)
      expect(alternates).toEqual([])
    } else {
      expect(attrs(doc, 'link[rel=canonical]', 'href')).toEqual([`${site.origin}${url}`])
      expect(alternates).toEqual([
        ['sv', publicPath(pagePath, 'sv')],
        ['en', publicPath(pagePath, 'en')],
        ['x-default', pagePath === '/$lang/' ? '/' : publicPath(pagePath, 'sv')],
      ])
    }
    // "The current page" only on links to exactly this page (the logo was current everywhere).
    const current = attrs(doc, 'a[aria-current=page]', 'href')
    expect(current.filter((href) => href?.split(/[?#]/)[0] !== url)).toEqual([])
    expect(attrs(doc, 'header a, footer a', 'href').filter((href) => href === url).length).toBe(
      attrs(doc, 'header a[aria-current=page], footer a[aria-current=page]', 'href').length,
    )
    expect(attrs(doc, 'meta[name=description]', 'content')).toEqual([expect.stringMatching(/\S/)])
    expect(attrs(doc, 'meta[property="og:locale"]', 'content')).toEqual([
      lang === 'sv' ? 'sv_SE' : 'en_GB',
    ])
    const robots = attrs(doc, 'meta[name=robots]', 'content')
    expect(robots.some((r) => r?.includes('noindex'))).toBe(internal)
    // The route's structured data sits in <head> with the other tags: Organization on every page.
    const headLd = [...doc.head.querySelectorAll('script[type="application/ld+json"]')]
    const orgLd = headLd
      .map((s) => JSON.parse(s.textContent) as { '@type': string; logo?: string })
      .find((ld) => ld['@type'] === 'Organization')
    // The logo is an image of at least 112 px (Google's guidelines), not the 32 px favicon.
    expect(pngSize(orgLd?.logo)).toEqual({ width: 512, height: 512 })
    // A placeholder contact value never enters the JSON-LD, and a visitor never reads a
    // placeholder phone number or address as if it were real (src/config/site.ts).
    const ldText = [...doc.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => s.textContent)
      .join('\n')
    for (const value of placeholderContactValues.jsonLd)
      expect(ldText, 'placeholder in JSON-LD').not.toContain(value)
    const bodyText = textOf(doc.body)
    for (const value of placeholderContactValues.visible)
      expect(bodyText, 'placeholder shown as real').not.toContain(value)

    // The language switch points at the same page in the other language (the marker: the host
    // adds the query of the page it is followed from, navigation.spec.ts).
    expect(attrs(doc, `header a[hreflang=${otherLang(lang)}]`, 'href')).toEqual([
      `${publicPath(pagePath, otherLang(lang))}?${SWITCH_FROM}=${lang}`,
    ])
    expect(links(doc, lang).problems).toEqual([])
    for (const rel of attrs(doc, 'a[target="_blank"]', 'rel'))
      expect((rel ?? '').split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']))
    if (lang === 'en') expect(swedishHits(bodyText)).toEqual([])
  })
}

test('every page with key figures or legal facts is a public page', () => {
  const listed = [...Object.keys(keyFigures), ...Object.keys(legalFacts)]
  expect(listed.filter((url) => !publicPaths.includes(url))).toEqual([])
})

test('crawl: following links from /sv and /en reaches every public page but the unlinked editor', () => {
  const seen = new Set<string>()
  const queue = ['/sv', '/en']
  const problems: string[] = []
  for (let url = queue.shift(); url; url = queue.shift()) {
    if (seen.has(url)) continue
    seen.add(url)
    const { problems: found, targets } = links(prerendered(url), url.split('/')[1]!)
    problems.push(...found.map((p) => `${url}: ${p}`))
    queue.push(...targets.filter((t) => !seen.has(t)))
  }
  expect(problems).toEqual([])
  expect(publicPaths.filter((url) => !seen.has(url))).toEqual([
    '/sv/oversattningar',
    '/en/translations',
  ])
})

test('sitemap lists every public page but the editor, with hreflang alternates; robots points to it', () => {
  const sitemap = readFileSync('dist/sitemap.xml', 'utf8')
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  expect(locs).toEqual(publicPaths.filter((url) => !/oversattningar|translations/.test(url)))
  expect(locs).toHaveLength(34)
  expect(sitemap).toContain('hreflang="en" href="https://www.cirkla.example/en/calculator"')
  // Each entry names the alternates its page's head names, x-default included.
  for (const [, loc, links] of sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)) {
    const named = [...links!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [
      m[1],
      m[2],
    ])
    const doc = prerendered(new URL(loc!).pathname)
    const inHead = [...doc.querySelectorAll('link[rel=alternate]')].map((l) => [
      l.getAttribute('hreflang'),
      l.getAttribute('href'),
    ])
    expect(named, loc).toEqual(inHead)
  }
  expect(readFileSync('dist/robots.txt', 'utf8')).toContain(`Sitemap: ${site.origin}/sitemap.xml`)
})

// What a visitor without JavaScript gets is the served HTML itself.
test('without JavaScript: content and head tags are in the HTML; / offers both languages', () => {
  const calculator = prerendered('/en/calculator')
  expect(calculator.querySelector('h1')!.textContent).toBe('Environmental fee calculator')
  expect(calculator.title).toBe('Environmental fee calculator | Cirkla')
  expect(textOf(calculator.querySelector('footer')!)).toContain('Cirkla')
  const chooser = prerendered('/')
  const byName = (name: string) =>
    [...chooser.querySelectorAll('a')].filter((a) => a.textContent?.trim() === name)
  expect(byName('Svenska').map((a) => a.getAttribute('href'))).toEqual(['/sv'])
  expect(byName('English').map((a) => a.getAttribute('href'))).toEqual(['/en'])
  // The home pages' x-default: indexable, and naming them back.
  expect(attrs(chooser, 'meta[name=robots]', 'content')).toEqual([])
  expect(attrs(chooser, 'link[rel=canonical]', 'href')).toEqual([`${site.origin}/`])
  expect(attrs(chooser, 'link[rel=alternate]', 'href')).toEqual(
    ['/sv', '/en', '/'].map((path) => `${site.origin}${path}`),
  )
  // A not-found page is no page of the header or footer: none of their links is "current".
  for (const notFound of ['dist/404.html', 'dist/en/404.html']) {
    const html = readFileSync(notFound, 'utf8')
    expect(html, notFound).not.toContain('aria-current')
  }
})
