import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Namespace } from '../shared/catalogues'

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
 * from either side fails the typecheck (src/i18n never imports the route tree). The head copy is
 * in `common`: one place for translators, at ~1 KB gzip.
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
    title: msg({ id: 'common.head.producer.title', message: 'Producentansvar för förpackningar' }),
    description: msg({
      id: 'common.head.producer.description',
      message:
        'Så fungerar producentansvaret för transportförpackningar: avgifter per kilo, fyra steg till efterlevnad och hur ett godkänt återanvändningssystem sänker avgiften med {reduction}.',
    }),
    keywords: msg({
      id: 'common.head.producer.keywords',
      message:
        'producentansvar, förpackningsavgift, Naturvårdsverket, NPA, TMR, återanvändningssystem',
    }),
    structuredData: 'Service',
  },
  '/$lang/optimize-fleet': {
    sv: 'optimera-flotta',
    en: 'optimize-fleet',
    ns: 'fleet',
    label: msg({ id: 'common.page.fleet', message: 'Optimera flotta' }),
    title: msg({ id: 'common.head.fleet.title', message: 'Optimera lastbärarflottan' }),
    description: msg({
      id: 'common.head.fleet.description',
      message:
        'Optimera flottan av pallar, burar och backar med realtidsdata: +40\u00a0% återanvändning, −30\u00a0% CO₂ och dubbelt så snabba returer.',
    }),
    keywords: msg({
      id: 'common.head.fleet.keywords',
      message: 'flottoptimering, lastbärare, returlogistik, RFID, QR-kod, svinn',
    }),
    structuredData: 'Service',
  },
  '/$lang/calculator': {
    sv: 'kalkylator',
    en: 'calculator',
    ns: 'calculator',
    label: msg({ id: 'common.page.calculator', message: 'Miljöavgiftskalkylator' }),
    description: msg({
      id: 'common.head.calculator.description',
      message:
        'Räkna ut förpackningsavgiften för era lastbärare i trä, plast eller stål och se besparingen med ett godkänt återanvändningssystem.',
    }),
    keywords: msg({
      id: 'common.head.calculator.keywords',
      message: 'miljöavgift, kalkylator, förpackningsavgift, pallar, producentansvar',
    }),
    structuredData: 'WebApplication',
  },
  '/$lang/about/meet-team': {
    sv: 'om-oss/traffa-teamet',
    en: 'about/meet-team',
    ns: 'about',
    label: msg({ id: 'common.page.team', message: 'Träffa teamet' }),
    description: msg({
      id: 'common.head.team.description',
      // True while the names are placeholders (src/config/site.ts) and after.
      message: 'Teamet bakom Cirkla: fem personer.',
    }),
    keywords: msg({ id: 'common.head.team.keywords', message: 'team, om oss, Cirkla' }),
  },
  '/$lang/about/customer-cases': {
    sv: 'om-oss/kundcase',
    en: 'about/customer-cases',
    ns: 'about',
    label: msg({ id: 'common.page.cases', message: 'Kundcase' }),
    description: msg({
      id: 'common.head.cases.description',
      message:
        'Resultat efter 18 månader med Cirkla: 20\u00a0MSEK lägre direkta kostnader, 26\u00a0MSEK mindre bundet kapital och svinn från 16\u00a0% till 1,5\u00a0%.',
    }),
    keywords: msg({
      id: 'common.head.cases.keywords',
      message: 'kundcase, resultat, svinn, lastbärare',
    }),
  },
  '/$lang/materials/wood-plastic-steel': {
    sv: 'material/tra-plast-stal',
    en: 'materials/wood-plastic-steel',
    ns: 'materials',
    label: msg({ id: 'common.page.materials', message: 'Materialguide' }),
    title: msg({
      id: 'common.head.materials.title',
      message: 'Materialguide: trä, plast och stål',
    }),
    description: msg({
      id: 'common.head.materials.description',
      message:
        'Livslängd, vikt per EUR-pall och återvinningsgrad för lastbärare i trä, plast och stål.',
    }),
    keywords: msg({
      id: 'common.head.materials.keywords',
      message: 'trä, plast, stål, EUR-pall, livslängd, återvinning',
    }),
  },
  '/$lang/get-started/api': {
    sv: 'kom-igang/api',
    en: 'get-started/api',
    ns: 'api',
    label: msg({ id: 'common.page.api', message: 'API-dokumentation' }),
    description: msg({
      id: 'common.head.api.description',
      message:
        'Kom igång med Cirklas API: autentisering med API-nyckel, slutpunkter för spårning, rapporter och flottoptimering.',
    }),
    keywords: msg({ id: 'common.head.api.keywords', message: 'API, integration, spårning, REST' }),
  },
  '/$lang/get-started/login': {
    sv: 'kom-igang/logga-in',
    en: 'get-started/login',
    ns: 'account',
    label: msg({ id: 'common.page.login', message: 'Logga in' }),
    description: msg({
      id: 'common.head.login.description',
      message: 'Logga in på Cirkla (demo).',
    }),
  },
  '/$lang/get-started/register': {
    sv: 'kom-igang/registrera',
    en: 'get-started/register',
    ns: 'account',
    label: msg({ id: 'common.page.register', message: 'Skapa konto' }),
    description: msg({
      id: 'common.head.register.description',
      message: 'Skapa ett Cirkla-konto och kom igång med spårning av lastbärare (demo).',
    }),
  },
  '/$lang/get-started/guide': {
    sv: 'kom-igang/guide',
    en: 'get-started/guide',
    ns: 'guide',
    label: msg({ id: 'common.page.guide', message: 'Kom igång-guide' }),
    description: msg({
      id: 'common.head.guide.description',
      message:
        'Fyra steg för att komma igång med Cirkla: konto, lastbärare, integration och första rapporten.',
    }),
    keywords: msg({ id: 'common.head.guide.keywords', message: 'kom igång, guide, onboarding' }),
  },
  '/$lang/get-started/support': {
    sv: 'kom-igang/support',
    en: 'get-started/support',
    ns: 'support',
    label: msg({ id: 'common.page.support', message: 'Support' }),
    description: msg({
      id: 'common.head.support.description',
      message:
        'Få hjälp med Cirkla: kontaktformulär, telefon, e-post och vanliga frågor. Svar inom 2 timmar på vardagar.',
    }),
    keywords: msg({ id: 'common.head.support.keywords', message: 'support, hjälp, kundtjänst' }),
  },
  '/$lang/sustainability-reporting': {
    sv: 'hallbarhetsredovisning',
    en: 'sustainability-reporting',
    ns: 'sustainability',
    label: msg({ id: 'common.page.sustainability', message: 'Hållbarhetsredovisning' }),
    description: msg({
      id: 'common.head.sustainability.description',
      message:
        'Sänk Scope 3-utsläppen med återanvändbara lastbärare och få automatiska rapporter till Naturvårdsverket.',
    }),
    keywords: msg({
      id: 'common.head.sustainability.keywords',
      message: 'hållbarhetsredovisning, Scope 3, CSRD, utsläpp, rotationer',
    }),
  },
  '/$lang/privacy-policy': {
    sv: 'integritetspolicy',
    en: 'privacy-policy',
    ns: 'legal',
    label: msg({ id: 'common.page.privacy', message: 'Integritetspolicy' }),
    description: msg({
      id: 'common.head.privacy.description',
      message:
        'Hur Cirkla behandlar personuppgifter: vilka uppgifter, vem som ansvarar och vad som händer när avtalet upphör.',
    }),
  },
  '/$lang/terms-of-service': {
    sv: 'anvandarvillkor',
    en: 'terms-of-service',
    ns: 'legal',
    label: msg({ id: 'common.page.terms', message: 'Användarvillkor' }),
    description: msg({
      id: 'common.head.terms.description',
      message:
        'Användarvillkor för Cirkla: avtal, betalning, uppsägning, ansvar och personuppgiftsbiträdesavtal.',
    }),
  },
  '/$lang/cookies': {
    sv: 'cookies',
    en: 'cookies',
    ns: 'cookies',
    label: msg({ id: 'common.page.cookies', message: 'Cookiepolicy' }),
    description: msg({
      id: 'common.head.cookies.description',
      message:
        'Vilka cookies och vilken lokal lagring Cirklas webbplats använder och hur ni styr dem.',
    }),
  },
  '/$lang/contact': {
    sv: 'kontakt',
    en: 'contact',
    ns: 'contact',
    label: msg({ id: 'common.page.contact', message: 'Kontakt' }),
    title: msg({ id: 'common.head.contact.title', message: 'Kontakta oss' }),
    description: msg({
      id: 'common.head.contact.description',
      message: 'Kontakta Cirkla: telefon, e-post, adress och demobokning.',
    }),
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
