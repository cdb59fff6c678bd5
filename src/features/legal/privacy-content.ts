import { msg } from '@lingui/core/macro'
import type { LegalSection } from '../../components/content/legal-document'
import { subprocessorTable } from './subprocessors'

// Privacy policy (spec §3 personal-data categories, §6 roles, §9 sub-processors).
export const privacySections: LegalSection[] = [
  {
    id: 'roles',
    heading: msg({ id: 'legal.privacy.roles.heading', message: 'Vem ansvarar för dina uppgifter?' }),
    blocks: [
      {
        kind: 'p',
        text: msg({
          id: 'legal.privacy.roles.customer',
          message:
            'När ett företag använder Cirkla är företaget, Kunden, personuppgiftsansvarigt för de uppgifter som registreras i tjänsten. Cirkla är då Kundens personuppgiftsbiträde och behandlar uppgifterna enligt Kundens instruktioner.',
        }),
      },
      {
        kind: 'p',
        text: msg({
          id: 'legal.privacy.roles.provider',
          message:
            'Cirkla är själv personuppgiftsansvarigt för de kontaktuppgifter vi får när du kontaktar oss, bokar en demo eller prenumererar på vårt nyhetsbrev, och för uppgifter som sparas via cookies och lokal lagring på webbplatsen.',
        }),
      },
      {
        kind: 'terms',
        items: [
          {
            term: msg({ id: 'legal.privacy.roles.user.term', message: 'Användare' }),
            definition: msg({
              id: 'legal.privacy.roles.user.definition',
              message: 'Du som har en egen inloggning till tjänsten via din arbetsgivare.',
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
      { kind: 'h3', text: msg({ id: 'legal.privacy.data.company.heading', message: 'Företagsuppgifter' }) },
      {
        kind: 'list',
        items: [
          msg({ id: 'legal.privacy.data.company.orgNumber', message: 'Organisationsnummer' }),
          msg({ id: 'legal.privacy.data.company.name', message: 'Företagsnamn' }),
          msg({ id: 'legal.privacy.data.company.address', message: 'Adress' }),
          msg({ id: 'legal.privacy.data.company.contactName', message: 'Namn på kontaktperson' }),
          msg({ id: 'legal.privacy.data.company.email', message: 'E-postadress' }),
          msg({ id: 'legal.privacy.data.company.phone', message: 'Telefonnummer' }),
        ],
      },
      { kind: 'h3', text: msg({ id: 'legal.privacy.data.user.heading', message: 'Användaruppgifter' }) },
      {
        kind: 'list',
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
        text: msg({
          id: 'legal.privacy.data.business',
          message:
            'I tjänsten finns också affärsdata som Transaktioner, Adressregister och Saldon för lastbärare. Den datan handlar om företag och lastbärare, men kan innehålla namnet på den som registrerade en Transaktion.',
        }),
      },
    ],
  },
  {
    id: 'purposes',
    heading: msg({ id: 'legal.privacy.purposes.heading', message: 'Varför och med vilken rätt?' }),
    blocks: [
      {
        kind: 'list',
        items: [
          msg({
            id: 'legal.privacy.purposes.contract',
            message: 'För att leverera tjänsten enligt avtalet med Kunden (fullgörande av avtal).',
          }),
          msg({
            id: 'legal.privacy.purposes.security',
            message:
              'För att hantera inloggning och skydda tjänsten mot intrång, där IP-adressen används (berättigat intresse).',
          }),
          msg({
            id: 'legal.privacy.purposes.support',
            message: 'För att ge support och svara när du kontaktar oss (berättigat intresse).',
          }),
          msg({
            id: 'legal.privacy.purposes.accounting',
            message: 'För att fakturera och bokföra (rättslig förpliktelse).',
          }),
        ],
      },
    ],
  },
  {
    id: 'subprocessors',
    heading: msg({ id: 'legal.privacy.subprocessors.heading', message: 'Vilka vi delar uppgifterna med' }),
    blocks: [
      {
        kind: 'p',
        text: msg({
          id: 'legal.privacy.subprocessors.text',
          message:
            'Vi säljer aldrig personuppgifter. Vi anlitar underbiträden för drift och administration, och alla behandlar uppgifterna inom EU.',
        }),
      },
      subprocessorTable,
    ],
  },
  {
    id: 'retention',
    heading: msg({ id: 'legal.privacy.retention.heading', message: 'Hur länge sparar vi uppgifterna?' }),
    blocks: [
      {
        kind: 'p',
        text: msg({
          id: 'legal.privacy.retention.text',
          message:
            'Uppgifterna i tjänsten sparas så länge avtalet med Kunden gäller. Efter att avtalet har upphört kan Kunden få en kopia av sin data inom 3 månader, och därefter raderas uppgifterna. Underlag för bokföringen sparas så länge bokföringslagen kräver.',
        }),
      },
    ],
  },
  {
    id: 'rights',
    heading: msg({ id: 'legal.privacy.rights.heading', message: 'Dina rättigheter' }),
    blocks: [
      {
        kind: 'p',
        text: msg({
          id: 'legal.privacy.rights.text',
          message:
            'Du har rätt att få veta vilka uppgifter vi har om dig, att få felaktiga uppgifter rättade och att begära radering, begränsning eller dataportabilitet. Du kan också invända mot behandling som bygger på berättigat intresse.',
        }),
      },
      {
        kind: 'p',
        text: msg({
          id: 'legal.privacy.rights.customer',
          message:
            'Är du Användare hos en av våra kunder vänder du dig i första hand till din arbetsgivare, som är personuppgiftsansvarig. Är du missnöjd med hur uppgifterna hanteras kan du klaga hos Integritetsskyddsmyndigheten (IMY).',
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
        text: msg({
          id: 'legal.privacy.cookies.text',
          message:
            'Webbplatsen använder inga spårande cookies. Vi sparar bara ditt språkval lokalt i webbläsaren, och kartan på kontaktsidan laddas först när du ber om den.',
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
        text: msg({
          id: 'legal.privacy.contact.text',
          message: 'Har du frågor om hur vi behandlar personuppgifter, eller vill du använda dina rättigheter? Kontakta oss:',
        }),
      },
      { kind: 'contact' },
    ],
  },
]
