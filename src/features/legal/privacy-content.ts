import { msg } from '@lingui/core/macro'
import type { LegalSection } from '../../components/content/legal-document'
import { subprocessorTable } from './subprocessors'

// Privacy policy. Every clause names its source: the spec's personal-data categories (§3), roles
// (§6), agreement lifecycle (§4) and sub-processors (§9), or for what the website stores, the code.
// The spec gives no legal bases, retention periods or statement of rights, so the page has none;
// the real texts are added here once they exist.
export const privacySections: LegalSection[] = [
  {
    id: 'roles',
    heading: msg({
      id: 'legal.privacy.roles.heading',
      message: 'Vem ansvarar för era uppgifter?',
    }),
    blocks: [
      {
        kind: 'p',
        source: ['§6'], // Roles and permissions (customer, provider)
        text: msg({
          id: 'legal.privacy.roles.customer',
          message:
            'När ett företag använder Cirkla är Kunden personuppgiftsansvarig för de uppgifter som registreras i tjänsten. Cirkla är då Kundens personuppgiftsbiträde och behandlar uppgifterna enligt Kundens instruktioner.',
        }),
      },
      {
        kind: 'p',
        source: ['§6'], // Roles and permissions (provider)
        text: msg({
          id: 'legal.privacy.roles.provider',
          message:
            'Cirkla är själv personuppgiftsansvarig för sina egna kontaktuppgifter och för det som webbplatsen sparar i er webbläsare.',
        }),
      },
      {
        kind: 'terms',
        source: ['§6'], // Roles and permissions
        items: [
          {
            term: msg({ id: 'legal.privacy.roles.user.term', message: 'Användare' }),
            definition: msg({
              id: 'legal.privacy.roles.user.definition',
              message: 'Den som har en egen inloggning till tjänsten.',
            }),
          },
          {
            term: msg({ id: 'legal.privacy.roles.admin.term', message: 'Systemadministratör' }),
            definition: msg({
              id: 'legal.privacy.roles.admin.definition',
              message:
                'Den som företräder Kunden, tilldelar behörigheter och ger oss instruktioner om Kundens data.',
            }),
          },
          {
            term: msg({ id: 'legal.privacy.roles.contractOwner.term', message: 'Avtalsansvarig' }),
            definition: msg({
              id: 'legal.privacy.roles.contractOwner.definition',
              message: 'Den person hos Kunden som ensam kan avsluta tjänsten.',
            }),
          },
        ],
      },
    ],
  },
  {
    id: 'data',
    heading: msg({ id: 'legal.privacy.data.heading', message: 'Vilka uppgifter behandlar vi?' }),
    blocks: [
      {
        kind: 'h3',
        text: msg({ id: 'legal.privacy.data.company.heading', message: 'Företagsuppgifter' }),
      },
      {
        kind: 'list',
        source: ['§3'], // Personal data categories (company data)
        items: [
          msg({ id: 'legal.privacy.data.company.orgNumber', message: 'Organisationsnummer' }),
          msg({ id: 'legal.privacy.data.company.name', message: 'Företagsnamn' }),
          msg({ id: 'legal.privacy.data.company.address', message: 'Adress' }),
          msg({ id: 'legal.privacy.data.company.contactName', message: 'Namn på kontaktperson' }),
          msg({ id: 'legal.privacy.data.company.email', message: 'E-postadress' }),
          msg({ id: 'legal.privacy.data.company.phone', message: 'Telefonnummer' }),
        ],
      },
      {
        kind: 'h3',
        text: msg({ id: 'legal.privacy.data.user.heading', message: 'Användaruppgifter' }),
      },
      {
        kind: 'list',
        source: ['§3'], // Personal data categories (user data)
        items: [
          msg({ id: 'legal.privacy.data.user.name', message: 'Namn' }),
          msg({ id: 'legal.privacy.data.user.email', message: 'E-postadress' }),
          msg({ id: 'legal.privacy.data.user.phone', message: 'Telefonnummer' }),
          msg({ id: 'legal.privacy.data.user.username', message: 'Användarnamn' }),
          msg({ id: 'legal.privacy.data.user.ip', message: 'IP-adress' }),
        ],
      },
      {
        kind: 'p',
        source: ['§3'], // Concepts in the legal texts (transactions, address register, balances)
        text: msg({
          id: 'legal.privacy.data.business',
          message:
            'I tjänsten finns också affärsdata om lastbärare, som Transaktioner, Adressregister och Saldon.',
        }),
      },
    ],
  },
  {
    id: 'subprocessors',
    heading: msg({
      id: 'legal.privacy.subprocessors.heading',
      message: 'Vilka vi delar uppgifterna med',
    }),
    blocks: [
      {
        kind: 'p',
        source: ['§9'], // Service and terms (sub-processors)
        text: msg({
          id: 'legal.privacy.subprocessors.text',
          message: 'Vi anlitar underbiträden för tjänsterna i tabellen nedan.',
        }),
      },
      subprocessorTable,
    ],
  },
  {
    id: 'after-agreement',
    heading: msg({
      id: 'legal.privacy.retention.heading',
      message: 'Vad händer med uppgifterna när avtalet upphör?',
    }),
    blocks: [
      {
        kind: 'p',
        source: ['§4', '§9'], // Agreement lifecycle (data copy), Service and terms (data processing agreement)
        text: msg({
          id: 'legal.privacy.retention.text',
          message:
            'Efter att avtalet har upphört kan Kunden få en kopia av sin data inom 3 månader. Vill Kunden att personuppgifterna återlämnas eller raderas när avtalet upphör ska begäran lämnas senast 3 månader före avtalets slut.',
        }),
      },
    ],
  },
  {
    id: 'cookies',
    heading: msg({ id: 'legal.privacy.cookies.heading', message: 'Cookies och lokal lagring' }),
    blocks: [
      {
        kind: 'p',
        source: [
          'code:src/i18n/detect.ts',
          'code:packages/translation-editor/src/browser/browser-storage.ts',
          'code:packages/translation-editor/src/drafts/stored.ts',
          'code:src/features/contact/contact-map.tsx',
        ],
        text: msg({
          id: 'legal.privacy.cookies.text',
          message:
            'Webbplatsen använder inga spårande cookies. I er webbläsare sparas ert språkval och, om ni använder vårt interna översättningsverktyg, era ändringar där. Kartan på kontaktsidan laddas först när ni ber om den.',
        }),
      },
      {
        kind: 'pageLink',
        page: '/$lang/cookies',
        text: msg({ id: 'legal.privacy.cookies.link', message: 'Läs hela cookiepolicyn' }),
      },
    ],
  },
  {
    id: 'contact',
    heading: msg({ id: 'legal.privacy.contact.heading', message: 'Kontakta oss' }),
    blocks: [
      {
        kind: 'p',
        source: ['§2'], // Pages (contact: address, phone, e-mail)
        text: msg({
          id: 'legal.privacy.contact.text',
          message: 'Har ni frågor om hur vi behandlar personuppgifter? Kontakta oss:',
        }),
      },
      { kind: 'contact' },
    ],
  },
]
