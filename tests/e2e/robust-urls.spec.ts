import { expect, test } from './fixtures'

// Old, alias, hostile and unlucky URLs, kept as one corpus: every one gets a page in a language
// that agrees with its title and <html lang>, the right status from the host (nginx with
// deploy/nginx.conf, the production config), no raw message ids and nothing in the console but
// the one expected "Page not found" warning (and, for a 404, the browser's note about the
// document's status), and nothing of a URL's script-like parts ever runs (no dialog) or renders
// (no <img src="x">). An address the client fixes (aliases, wrong-language slugs, file names) is
// replaced in the history, not pushed after the old one; a not-found page says 404 and links to
// its language's home. (The host's answers alone, without a browser: host.spec.ts; more
// malformed paths through the real router: tests/unit/url-corpus.test.tsx.)

type Lang = 'sv' | 'en'
interface Case {
  url: string
  lang: Lang
  status: 200 | 404
  /** A page is found in the end (default: when the status is 200). */
  found?: boolean
  /** Where the visitor ends (canonical URL); default: the URL itself. */
  final?: string
  /** The page's title without " | Cirkla"; default: the 404 title. */
  title?: string
  stored?: Lang
}

const notFound = { sv: 'Sidan kunde inte hittas', en: 'Oops! Page not found' }
/** The titles of the pages the corpus ends on. */
const titles: Record<string, string> = {
  '/sv': 'Spårning av lastbärare och producentansvar',
  '/en': 'Load-carrier tracking and producer responsibility',
  '/sv/kalkylator': 'Miljöavgiftskalkylator',
  '/en/calculator': 'Environmental fee calculator',
  '/en/contact': 'Contact us',
  '/sv/om-oss/traffa-teamet': 'Träffa teamet',
  '/en/about/meet-team': 'Meet the team',
  '/sv/producentansvar': 'Producentansvar för förpackningar',
}
/** A URL that ends on a page at `final`, in its language; `status` is the host's. */
const endsOn = (url: string, final = url, status: 200 | 404 = 200): Case => ({
  url,
  final,
  status,
  found: true,
  lang: final.startsWith('/en') ? 'en' : 'sv',
  title: titles[final.split(/[?#]/)[0]!],
})

const corpus: Case[] = [
  // Old links, spec aliases, wrong-language slugs and other letters: the canonical page, which
  // the host redirects to in one step (host-addresses.spec.ts; the client fixes them on hosts
  // that do not: tests/unit/url-corpus.test.tsx)
  endsOn('/sv/calculator', '/sv/kalkylator'),
  endsOn('/kalkylator', '/sv/kalkylator'),
  endsOn('/om-oss/team', '/sv/om-oss/traffa-teamet'),
  endsOn('/en/om-oss/team', '/en/about/meet-team'),
  endsOn('/SV/KALKYLATOR', '/sv/kalkylator'),
  endsOn('/En/Calculator?weight=3', '/en/calculator?weight=3'),
  endsOn('/sv/producentansvar/', '/sv/producentansvar'),
  endsOn('/en/calculator.html?weight=3', '/en/calculator?weight=3'),
  // Unknown pages
  { url: '/sv/finns-inte', lang: 'sv', status: 404 },
  { url: '/en/no-such-page', lang: 'en', status: 404 },
  { url: '/xx/kalkylator', lang: 'sv', status: 404 },
  // Malformed percent-encodings and other undecodable bytes; more of them,
  // odd characters and very long paths, without a browser: tests/unit/url-corpus.test.tsx
  { url: '/sv/%ZZ', lang: 'sv', status: 404 },
  { url: '/en/%ZZ', lang: 'en', status: 404 },
  { url: '/sv/%00', lang: 'sv', status: 404 },
  // Script-like and traversal
  { url: '/sv/%3Cscript%3Ealert(1)%3C%2Fscript%3E', lang: 'sv', status: 404 },
  { url: '/en/javascript:alert(1)', lang: 'en', status: 404 },
  { url: '/en/%22onmouseover=%22alert(1)', lang: 'en', status: 404 },
  { url: '/sv/..%2F..%2Fetc%2Fpasswd', lang: 'sv', status: 404 },
  // (the browser itself turns %2e into ".")
  { url: '/en/%2e%2e%2f%2e%2e%2fsecret', lang: 'en', status: 404, final: '/en/..%2f..%2fsecret' },
  { url: '/en/%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', lang: 'en', status: 404 },
  { url: '/javascript:alert(1)', lang: 'sv', status: 404 },
  // (the host's one redirect drops a trailing slash)
  {
    url: `/en/${'x/'.repeat(200)}`,
    lang: 'en',
    status: 404,
    final: `/en/${'x/'.repeat(199)}x`,
  },
  // The 404 pages' own paths are not pages
  { url: '/404', lang: 'sv', status: 404 },
  { url: '/en/404', lang: 'en', status: 404 },
  { url: '/404.html', lang: 'sv', status: 404, final: '/404' },
  // Unknown language: the host serves the 404 page in the browser's language (this browser is
  // Swedish; an English one: the last tests), and the page keeps it: a choice stored earlier,
  // which the host cannot see, does not switch it after hydration. Title,
  // content and lang agree.
  // (not twice in a row: a visit to the address already shown adds no history entry)
  { url: '/de', lang: 'sv', status: 404 },
  { url: '/xx/%ZZ', lang: 'sv', status: 404, stored: 'en' },
  { url: '/de', lang: 'sv', status: 404, stored: 'en' },
  { url: '/SV/nope', lang: 'sv', status: 404 },
  // Script in the query or the hash of a real page: the page, with nothing of it run. (The
  // calculator shows a parameter it cannot read as the text it is, in its field, with its
  // message: tests/unit/calculator-links.test.tsx; a number too large for a number is dropped.)
  endsOn('/sv/kalkylator?transports=%3Cscript%3Ealert(1)%3C/script%3E'),
  endsOn('/en/calculator?weight=1e309&transports=NaN', '/en/calculator?transports=NaN'),
  endsOn('/sv?lang=javascript:alert(1)'),
  endsOn('/en/contact#<img src=x onerror=alert(1)>'),
  // A trailing space (a link copied with one) showed the page after a "Page not
  // found" warning. The host has no such file (404); the page fixes the address before it renders.
  endsOn('/sv/kalkylator%20', '/sv/kalkylator', 404),
  endsOn('/en/calculator%20', '/en/calculator', 404),
  // Repeated slashes and file names of real pages: the page at its canonical URL
  endsOn('/sv//kalkylator', '/sv/kalkylator'),
  endsOn('/en//calculator//', '/en/calculator'),
  endsOn('/en/calculator.html', '/en/calculator'),
  endsOn('/sv/kalkylator.html', '/sv/kalkylator'),
  endsOn('/sv/index.html', '/sv'),
  endsOn('/en/index.html', '/en'),
  // (the browser resolves the dot segments to "/", which goes to the visitor's language)
  endsOn('/%2e%2e/%2e%2e/', '/sv'),
  endsOn('/index.html', '/sv'),
]

// A raw message id on screen or in the title ("common.notFound.title").
const RAW_ID =
  /\b(?:common|home|calculator|contact|legal|about|account|support)\.[a-zA-Z]+\.[a-zA-Z]/

/** Path, query and hash of an address. */
const address = (href: string) => {
  const url = new URL(href)
  return `${url.pathname}${url.search}${url.hash}`
}

for (const lang of ['sv', 'en'] as const) {
  test(`URL corpus ending in ${lang === 'sv' ? 'Swedish' : 'English'}`, async ({ page }) => {
    const cases = corpus.filter((c) => c.lang === lang)
    test.setTimeout(cases.length * 6_000)
    // A tab keeps 50 history entries: below that, each visit must add exactly one.
    expect(cases.length).toBeLessThan(49)
    const failures: string[] = []
    for (const c of cases) {
      const messages: string[] = []
      const log = (m: import('@playwright/test').ConsoleMessage) => {
        if (m.type() === 'warning' || m.type() === 'error')
          messages.push(`${m.type()}: ${m.text()}`)
      }
      const crash = (e: Error) => messages.push(`pageerror: ${e.message}`)
      let dialogs = 0
      const dialog = (d: import('@playwright/test').Dialog) => {
        dialogs++
        void d.dismiss()
      }
      page.on('console', log)
      page.on('pageerror', crash)
      page.on('dialog', dialog)
      const entries = await page.evaluate((stored) => {
        try {
          if (stored) localStorage.setItem('cirkla.lang', stored)
          else localStorage.clear()
        } catch {
          // the first visit starts on about:blank, which has no storage
        }
        return history.length
      }, c.stored ?? null)
      const response = await page.goto(c.url)
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      const final = c.final ?? c.url
      const found = c.found ?? c.status === 200
      const title = `${c.title ?? notFound[c.lang]} | Cirkla`
      // A page rendered afresh (404s, "/") sets its title after its first render: wait for it,
      // and let the comparison below report a title that never comes.
      await expect(page)
        .toHaveTitle(title, { timeout: 5_000 })
        .catch(() => undefined)
      // What the page shows, read at once.
      const shown = await page.evaluate(() => {
        const says404 = [...document.querySelectorAll('main *')].find(
          (el) => el.children.length === 0 && el.textContent?.trim() === '404',
        )
        return {
          h1: document.querySelector('h1')?.textContent ?? '',
          entries: history.length,
          title: document.title,
          lang: document.documentElement.getAttribute('lang'),
          text: document.body.innerText,
          images: document.querySelectorAll('img[src="x"]').length,
          says404: !!says404?.checkVisibility(),
          links: [...document.querySelectorAll('main a')].map((a) => a.getAttribute('href')),
        }
      })
      const got = {
        h1: !found ? shown.h1 : RAW_ID.test(shown.h1) ? shown.h1 : 'a page heading',
        status: response?.status(),
        path: address(page.url()),
        // the visit is one entry: a fixed address replaced the one asked for
        newEntries: shown.entries - entries,
        title: shown.title,
        lang: shown.lang,
        raw: RAW_ID.exec(shown.text + shown.title)?.[0],
        // The document's own 404 is the only resource error; a missing page warns once.
        console: messages.filter(
          (m) =>
            !(c.status === 404 && /status of 404/.test(m)) &&
            !(!found && m.startsWith('warning: Page not found:')),
        ),
        notFoundWarnings: messages.filter((m) => m.startsWith('warning: Page not found:')).length,
        scriptRan: dialogs > 0 || shown.images > 0,
        notFoundPage: found ? null : { says404: shown.says404, links: shown.links },
      }
      const want = {
        h1: found ? 'a page heading' : notFound[c.lang],
        status: c.status,
        path: address(new URL(final, 'http://x').href),
        newEntries: 1,
        title,
        lang: c.lang,
        raw: undefined,
        console: [],
        notFoundWarnings: found ? 0 : 1,
        scriptRan: false,
        notFoundPage: found ? null : { says404: true, links: [`/${c.lang}`] },
      }
      try {
        expect(got).toEqual(want)
      } catch {
        failures.push(
          `${c.url.slice(0, 60)}${c.stored ? ` (stored ${c.stored})` : ''}: ${JSON.stringify(got).slice(0, 600)}`,
        )
      }
      page.off('console', log)
      page.off('pageerror', crash)
      page.off('dialog', dialog)
    }
    expect(failures).toEqual([])
  })
}
