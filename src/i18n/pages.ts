import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Namespace } from '../shared/catalogues'
import { apiHead } from './heads/api'
import { calculatorHead } from './heads/calculator'
import { contactHead } from './heads/contact'
import { cookiesHead } from './heads/cookies'
import { fleetHead } from './heads/fleet'
import { guideHead } from './heads/guide'
import { loginHead, registerHead } from './heads/account'
import { materialsHead } from './heads/materials'
import { privacyHead, termsHead } from './heads/legal'
import { producerHead } from './heads/producer'
import { supportHead } from './heads/support'
import { sustainabilityHead } from './heads/sustainability'
import { teamHead, casesHead } from './heads/about'

/** The page's own schema.org node in the head, next to the Organization every page has (i18n/head.ts). */
export type StructuredData = 'WebSite' | 'Service' | 'WebApplication'

export interface PageEntry {
  /** Public slug per language; '' is the language's home. */
  sv: string
  en: string
  /** Catalogue the page loads besides `common` (src/shared/catalogues.ts). */
  ns: Exclude<Namespace, 'common'>
  /** The page's one name: navigation, footer, breadcrumb, related links, and the head title. */
  label: MessageDescriptor
  /** Head title when it says more than the label. */
  title?: MessageDescriptor
  description: MessageDescriptor
  keywords?: MessageDescriptor
  structuredData?: StructuredData
  /** An internal tool: marked noindex and left out of the sitemap. */
  internal?: true
}

/**
 * THE page registry, keyed by internal route path (the file routes under /$lang use the English
 * slugs). It drives the router rewrite, the language switcher, canonical and hreflang, redirects,
 * the sitemap and prerender list, which catalogue a page loads, every page label and every head.
 * tests/unit/page-registry.test.ts checks it against the generated route tree, so a page missing
 * from either side fails the typecheck (src/i18n never imports the route tree). A page's head copy
 * (title, description, keywords) is in its own catalogue (`src/i18n/heads/<ns>.ts`): only
 * the page shown needs it, and in `common` every first visit carried every page's. Two stay here, in
 * `common`: the home page's (the translation editor's in-context tests pick it by its id) and the
 * internal editor's (its namespace's one source, src/translation-editor.ts, no page may import).
 */
export const pages = {
  '/$lang/': {
    sv: '',
    en: '',
    ns: 'home',
    label: msg({ id: 'common.page.home', message: 'Hem' }),
    title: msg({
      id: 'common.head.home.title',
      message: 'Spårning av lastbärare och producentansvar',
    }),
    description: msg({
      id: 'common.head.home.description',
      message:
        'Spåra pallar, burar och backar med QR och RFID och sänk förpackningsavgiften med upp till {claimed} genom ett godkänt återanvändningssystem.',
    }),
    keywords: msg({
      id: 'common.head.home.keywords',
      message:
        'lastbärare, pallspårning, producentansvar, förpackningsavgift, återanvändning, EUR-pall',
    }),
    structuredData: 'WebSite',
  },
  '/$lang/producer-responsibility': {
    sv: 'producentansvar',
    en: 'producer-responsibility',
    ns: 'producer',
    label: msg({ id: 'common.page.producer', message: 'Producentansvar' }),
    ...producerHead,
    structuredData: 'Service',
  },
  '/$lang/optimize-fleet': {
    sv: 'optimera-flotta',
    en: 'optimize-fleet',
    ns: 'fleet',
    label: msg({ id: 'common.page.fleet', message: 'Optimera flotta' }),
    ...fleetHead,
    structuredData: 'Service',
  },
  '/$lang/calculator': {
    sv: 'kalkylator',
    en: 'calculator',
    ns: 'calculator',
    label: msg({ id: 'common.page.calculator', message: 'Miljöavgiftskalkylator' }),
    ...calculatorHead,
    structuredData: 'WebApplication',
  },
  '/$lang/about/meet-team': {
    sv: 'om-oss/traffa-teamet',
    en: 'about/meet-team',
    ns: 'about',
    label: msg({ id: 'common.page.team', message: 'Träffa teamet' }),
    ...teamHead,
  },
  '/$lang/about/customer-cases': {
    sv: 'om-oss/kundcase',
    en: 'about/customer-cases',
    ns: 'about',
    label: msg({ id: 'common.page.cases', message: 'Kundcase' }),
    ...casesHead,
  },
  '/$lang/materials/wood-plastic-steel': {
    sv: 'material/tra-plast-stal',
    en: 'materials/wood-plastic-steel',
    ns: 'materials',
    label: msg({ id: 'common.page.materials', message: 'Materialguide' }),
    ...materialsHead,
  },
  '/$lang/get-started/api': {
    sv: 'kom-igang/api',
    en: 'get-started/api',
    ns: 'api',
    label: msg({ id: 'common.page.api', message: 'API-dokumentation' }),
    ...apiHead,
  },
  '/$lang/get-started/login': {
    sv: 'kom-igang/logga-in',
    en: 'get-started/login',
    ns: 'account',
    label: msg({ id: 'common.page.login', message: 'Logga in' }),
    ...loginHead,
  },
  '/$lang/get-started/register': {
    sv: 'kom-igang/registrera',
    en: 'get-started/register',
    ns: 'account',
    label: msg({ id: 'common.page.register', message: 'Skapa konto' }),
    ...registerHead,
  },
  '/$lang/get-started/guide': {
    sv: 'kom-igang/guide',
    en: 'get-started/guide',
    ns: 'guide',
    label: msg({ id: 'common.page.guide', message: 'Kom igång-guide' }),
    ...guideHead,
  },
  '/$lang/get-started/support': {
    sv: 'kom-igang/support',
    en: 'get-started/support',
    ns: 'support',
    label: msg({ id: 'common.page.support', message: 'Support' }),
    ...supportHead,
  },
  '/$lang/sustainability-reporting': {
    sv: 'hallbarhetsredovisning',
    en: 'sustainability-reporting',
    ns: 'sustainability',
    label: msg({ id: 'common.page.sustainability', message: 'Hållbarhetsredovisning' }),
    ...sustainabilityHead,
  },
  '/$lang/privacy-policy': {
    sv: 'integritetspolicy',
    en: 'privacy-policy',
    ns: 'legal',
    label: msg({ id: 'common.page.privacy', message: 'Integritetspolicy' }),
    ...privacyHead,
  },
  '/$lang/terms-of-service': {
    sv: 'anvandarvillkor',
    en: 'terms-of-service',
    ns: 'legal',
    label: msg({ id: 'common.page.terms', message: 'Användarvillkor' }),
    ...termsHead,
  },
  '/$lang/cookies': {
    sv: 'cookies',
    en: 'cookies',
    ns: 'cookies',
    label: msg({ id: 'common.page.cookies', message: 'Cookiepolicy' }),
    ...cookiesHead,
  },
  '/$lang/contact': {
    sv: 'kontakt',
    en: 'contact',
    ns: 'contact',
    label: msg({ id: 'common.page.contact', message: 'Kontakt' }),
    ...contactHead,
  },
  '/$lang/translations': {
    sv: 'oversattningar',
    en: 'translations',
    ns: 'editor',
    label: msg({ id: 'common.page.translations', message: 'Översättningar' }),
    description: msg({
      id: 'common.head.translations.description',
      message: 'Internt verktyg för att redigera webbplatsens översättningar.',
    }),
    internal: true,
  },
} as const satisfies Record<`/$lang/${string}`, PageEntry>

/** Internal route path of every page. */
export type PagePath = keyof typeof pages

export const pagePaths = Object.keys(pages) as PagePath[]

export const isPagePath = (path: string): path is PagePath => path in pages
