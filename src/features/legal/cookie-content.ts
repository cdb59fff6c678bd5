import { msg } from '@lingui/core/macro'
import type { LegalSection } from '../../components/content/legal-document'

// Cookie policy: what the site really stores and the consent-gated map on the contact page. Each
// clause names the code that makes it true (`source`), so a change there is a change here.
export const cookieSections: LegalSection[] = [
  {
    id: 'summary',
    heading: msg({ id: 'legal.cookie.summary.heading', message: 'Kort sagt' }),
    blocks: [
      {
        kind: 'p',
        source: ['code:index.html'], // loads no analytics, advertising or social-media script; no code sets a cookie
        text: msg({
          id: 'legal.cookie.summary.text',
          message:
            'Webbplatsen använder inga spårande cookies: ingen webbanalys, inga annonsverktyg och inga sociala medier-pixlar. Det vi sparar i er webbläsare behövs för att sidan ska fungera som ni valt.',
        }),
      },
    ],
  },
  {
    id: 'local-storage',
    heading: msg({ id: 'legal.cookie.storage.heading', message: 'Det här sparar vi lokalt' }),
    blocks: [
      {
        kind: 'table',
        source: [
          'code:src/i18n/detect.ts',
          'code:packages/translation-editor/src/browser/browser-storage.ts',
          'code:packages/translation-editor/src/drafts/stored.ts',
        ], // the language key; the editor's edits
        caption: msg({
          id: 'legal.cookie.storage.caption',
          message: 'Lokal lagring på webbplatsen',
        }),
        head: [
          msg({ id: 'legal.cookie.storage.head.name', message: 'Namn' }),
          msg({ id: 'legal.cookie.storage.head.purpose', message: 'Syfte' }),
          msg({ id: 'legal.cookie.storage.head.duration', message: 'Hur länge' }),
        ],
        rows: [
          [
            msg({ id: 'legal.cookie.storage.lang.name', message: 'cirkla.lang' }),
            msg({
              id: 'legal.cookie.storage.lang.purpose',
              message: 'Kommer ihåg om ni valt svenska eller engelska.',
            }),
            msg({
              id: 'legal.cookie.storage.lang.duration',
              message: 'Tills ni rensar webbläsarens lagring.',
            }),
          ],
          [
            msg({
              id: 'legal.cookie.storage.editor.name',
              message: 'Översättnings\u00adverktyget',
            }),
            msg({
              id: 'legal.cookie.storage.editor.purpose',
              message:
                'Vårt interna verktyg för översättningar. På den publicerade webbplatsen sparas de ändringar ni sparar i verktyget här i er webbläsare, i stället för på en server. Verktyget startar då också en service worker som besvarar verktygets anrop i webbläsaren. Ändringar som ni ännu inte har sparat ligger också kvar här tills ni sparar eller slänger dem.',
            }),
            msg({
              id: 'legal.cookie.storage.editor.duration',
              message:
                'Tills ni sparar, slänger eller tar bort ändringarna i verktyget, eller rensar webbläsarens lagring.',
            }),
          ],
        ],
      },
      {
        kind: 'p',
        source: [
          'code:src/i18n/detect.ts',
          'code:packages/translation-editor/src/browser/browser-storage.ts',
          'code:packages/translation-editor/src/drafts/stored.ts',
        ],
        text: msg({
          id: 'legal.cookie.storage.local',
          message:
            'Uppgifterna ligger i webbläsarens lokala lagring (localStorage), skickas inte till oss och används inte för att följa er mellan webbplatser.',
        }),
      },
    ],
  },
  {
    id: 'map',
    heading: msg({ id: 'legal.cookie.map.heading', message: 'Kartan på kontaktsidan' }),
    blocks: [
      {
        kind: 'p',
        source: ['code:src/features/contact/contact-map.tsx'],
        text: msg({
          id: 'legal.cookie.map.text',
          message:
            'Kartan på kontaktsidan kommer från en extern karttjänst. Den laddas först när ni klickar på ”Visa karta”. Då får karttjänsten er IP-adress och kan sätta egna cookies enligt sin policy. Adressen står alltid som text bredvid.',
        }),
      },
      {
        kind: 'pageLink',
        page: '/$lang/contact',
        text: msg({ id: 'legal.cookie.map.link', message: 'Till kontaktsidan' }),
      },
    ],
  },
  {
    id: 'external',
    heading: msg({ id: 'legal.cookie.external.heading', message: 'Länkar till andra webbplatser' }),
    blocks: [
      {
        kind: 'p',
        source: ['§7'], // Calls the product makes (outgoing links only)
        text: msg({
          id: 'legal.cookie.external.text',
          message:
            'När ni följer en länk till en annan webbplats, till exempel vår bokningskalender eller inloggningen till appen, gäller den webbplatsens egna regler för cookies.',
        }),
      },
    ],
  },
  {
    id: 'control',
    heading: msg({ id: 'legal.cookie.control.heading', message: 'Så styr ni lagringen' }),
    blocks: [
      {
        kind: 'p',
        source: ['code:src/i18n/detect.ts'], // path, then storage, then browser language
        text: msg({
          id: 'legal.cookie.control.text',
          message:
            'Ni kan när som helst rensa den lokala lagringen i webbläsarens inställningar. Webbplatsen fungerar ändå; den visar då språket från adressen eller webbläsarens språkinställning.',
        }),
      },
      {
        kind: 'pageLink',
        page: '/$lang/privacy-policy',
        text: msg({ id: 'legal.cookie.control.privacyLink', message: 'Läs vår integritetspolicy' }),
      },
    ],
  },
]
