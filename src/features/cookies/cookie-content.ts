import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LegalBlock, LegalSection } from '../../components/content/legal-document'
import { storedItems, type StoredItem } from './stored-items'

// Cookie policy: what the site really stores (stored-items.ts, the one list) and the
// consent-gated map on the contact page. Each clause names the code that makes it true
// (`source`), so a change there is a change here.

const sourcesOf = (items: StoredItem[]) => [...new Set(items.map((item) => item.source))]

/** One storage's items: name, purpose and how long, as stored-items.ts lists them. */
function storageTable(storage: StoredItem['storage'], caption: MessageDescriptor): LegalBlock {
  const items = storedItems.filter((item) => item.storage === storage)
  return {
    kind: 'table',
    source: sourcesOf(items),
    caption,
    head: [
      msg({ id: 'cookies.storage.head.name', message: 'Namn' }),
      msg({ id: 'cookies.storage.head.purpose', message: 'Syfte' }),
      msg({ id: 'cookies.storage.head.duration', message: 'Hur länge' }),
    ],
    rows: items.map((item) => [item.name, item.purpose, item.duration]),
  }
}

export const cookieSections: LegalSection[] = [
  {
    id: 'summary',
    heading: msg({ id: 'cookies.summary.heading', message: 'Kort sagt' }),
    blocks: [
      {
        kind: 'p',
        source: ['code:index.html'], // loads no analytics, advertising or social-media script; no code sets a cookie
        text: msg({
          id: 'cookies.summary.text',
          message:
            'Webbplatsen sätter inga cookies och har ingen webbanalys, inga annonsverktyg och inga sociala medier-pixlar. Det vi sparar i er webbläsare behövs för att sidan ska fungera som ni valt.',
        }),
      },
    ],
  },
  {
    id: 'local-storage',
    heading: msg({
      id: 'cookies.storage.heading',
      message: 'Det här sparar vi i webbläsaren',
    }),
    blocks: [
      {
        kind: 'p',
        source: sourcesOf(storedItems),
        text: msg({
          id: 'cookies.storage.local',
          message:
            'Uppgifterna ligger i webbläsarens lokala lagring (localStorage) eller sessionslagring (sessionStorage). De skickas inte till oss och används inte för att följa er mellan webbplatser. Det som gäller översättningsverktyget sparas bara om ni använder det.',
        }),
      },
      storageTable(
        'local',
        msg({
          id: 'cookies.storage.caption',
          message: 'Lokal lagring (localStorage): finns kvar tills den rensas',
        }),
      ),
      storageTable(
        'session',
        msg({
          id: 'cookies.storage.sessionCaption',
          message: 'Sessionslagring (sessionStorage): försvinner när fliken stängs',
        }),
      ),
    ],
  },
  {
    id: 'map',
    heading: msg({ id: 'cookies.map.heading', message: 'Kartan på kontaktsidan' }),
    blocks: [
      {
        kind: 'p',
        source: [
          'code:src/features/contact/contact-map.tsx',
          'code:src/features/contact/contact-page.tsx',
        ],
        text: msg({
          id: 'cookies.map.text',
          message:
            'Kartan på kontaktsidan kommer från en extern karttjänst. Den laddas först när ni klickar på ”Visa karta”. Då får karttjänsten er IP-adress och kan sätta egna cookies enligt sin policy. Kartan behövs inte för att nå oss: kontaktsidan har våra kontaktuppgifter som text.',
        }),
      },
      {
        kind: 'pageLink',
        page: '/$lang/contact',
        text: msg({ id: 'cookies.map.link', message: 'Till kontaktsidan' }),
      },
    ],
  },
  {
    id: 'external',
    heading: msg({ id: 'cookies.external.heading', message: 'Länkar till andra webbplatser' }),
    blocks: [
      {
        kind: 'p',
        source: ['§7'], // Calls the product makes (outgoing links only)
        text: msg({
          id: 'cookies.external.text',
          message:
            'När ni följer en länk till en annan webbplats, till exempel vår bokningskalender eller inloggningen till appen, gäller den webbplatsens egna regler för cookies.',
        }),
      },
    ],
  },
  {
    id: 'control',
    heading: msg({ id: 'cookies.control.heading', message: 'Så styr ni lagringen' }),
    blocks: [
      {
        kind: 'p',
        source: ['code:src/i18n/detect.ts'], // path, then storage, then browser language
        text: msg({
          id: 'cookies.control.text',
          message:
            'Ni kan när som helst rensa lagringen i webbläsarens inställningar; sessionslagringen töms också när ni stänger fliken. Webbplatsen fungerar ändå; den visar då språket från adressen eller webbläsarens språkinställning.',
        }),
      },
      {
        kind: 'pageLink',
        page: '/$lang/privacy-policy',
        text: msg({ id: 'cookies.control.privacyLink', message: 'Läs vår integritetspolicy' }),
      },
    ],
  },
]
