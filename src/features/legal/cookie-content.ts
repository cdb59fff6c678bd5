import { msg } from '@lingui/core/macro'
import type { LegalSection } from '../../components/content/legal-document'

// Cookie policy: what the site really stores (language choice, the editor's unsaved edits) and
// the consent-gated map on the contact page.
export const cookieSections: LegalSection[] = [
  {
    id: 'summary',
    heading: msg({ id: 'legal.cookie.summary.heading', message: 'Kort sagt' }),
    blocks: [
      {
        kind: 'p',
        text: msg({
          id: 'legal.cookie.summary.text',
          message:
            'Webbplatsen använder inga spårande cookies: ingen webbanalys, inga annonsverktyg och inga sociala medier-pixlar. Det vi sparar i din webbläsare behövs för att sidan ska fungera som du valt.',
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
        caption: msg({ id: 'legal.cookie.storage.caption', message: 'Lokal lagring på webbplatsen' }),
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
              message: 'Kommer ihåg om du valt svenska eller engelska.',
            }),
            msg({
              id: 'legal.cookie.storage.lang.duration',
              message: 'Tills du rensar webbläsarens lagring.',
            }),
          ],
          [
            msg({ id: 'legal.cookie.storage.editor.name', message: 'Översättnings\u00adverktyget' }),
            msg({
              id: 'legal.cookie.storage.editor.purpose',
              message:
                'Vårt interna verktyg för översättningar sparar ändringar som inte har sparats ännu, så att inget försvinner om sidan laddas om.',
            }),
            msg({
              id: 'legal.cookie.storage.editor.duration',
              message: 'Tills ändringarna sparas eller du rensar webbläsarens lagring.',
            }),
          ],
        ],
      },
      {
        kind: 'p',
        text: msg({
          id: 'legal.cookie.storage.local',
          message:
            'Uppgifterna ligger i webbläsarens lokala lagring (localStorage), skickas aldrig till oss och kan inte användas för att följa dig mellan webbplatser.',
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
        text: msg({
          id: 'legal.cookie.map.text',
          message:
            'Kartan på kontaktsidan kommer från en extern karttjänst. Den laddas först när du klickar på ”Visa karta”. Då får karttjänsten din IP-adress och kan sätta egna cookies enligt sin policy. Adressen står alltid som text bredvid.',
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
        text: msg({
          id: 'legal.cookie.external.text',
          message:
            'När du följer en länk till till exempel vår bokningskalender, LinkedIn eller inloggningen till appen gäller den webbplatsens egna regler för cookies.',
        }),
      },
    ],
  },
  {
    id: 'control',
    heading: msg({ id: 'legal.cookie.control.heading', message: 'Så styr du lagringen' }),
    blocks: [
      {
        kind: 'p',
        text: msg({
          id: 'legal.cookie.control.text',
          message:
            'Du kan när som helst rensa den lokala lagringen i webbläsarens inställningar. Webbplatsen fungerar ändå; den visar då språket från adressen eller webbläsarens språkinställning.',
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
