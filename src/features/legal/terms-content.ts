import { msg } from '@lingui/core/macro'
import type { LegalSection } from '../../components/content/legal-document'
import { termsSectionsDataAndLiability } from './terms-content-liability'

// Terms of service, part 1: definitions, the service, accounts, support, prices, term and
// termination. Every clause names the spec section it renders (`source`); the spec is the only
// source of the terms, so a clause without one does not belong here. Part 2 (data, liability,
// DPA) lives in its own module.
const termsSectionsServiceAndTerm: LegalSection[] = [
  {
    id: 'definitions',
    heading: msg({ id: 'legal.terms.definitions.heading', message: 'Definitioner' }),
    blocks: [
      {
        kind: 'p',
        source: ['§3'], // Concepts in the legal texts
        text: msg({
          id: 'legal.terms.definitions.intro',
          message: 'I de här villkoren har följande begrepp den betydelse som anges nedan.',
        }),
      },
      {
        kind: 'terms',
        source: ['§3', '§6'], // Concepts in the legal texts, Roles and permissions
        items: [
          {
            term: msg({ id: 'legal.terms.definitions.provider.term', message: 'Leverantören' }),
            definition: msg({
              id: 'legal.terms.definitions.provider.definition',
              message:
                'Cirkla, som tillhandahåller tjänsten för spårning av återanvändbara lastbärare.',
            }),
          },
          {
            term: msg({ id: 'legal.terms.definitions.customer.term', message: 'Kunden' }),
            definition: msg({
              id: 'legal.terms.definitions.customer.definition',
              message: 'Det registrerade företaget. Kunden är personuppgiftsansvarig.',
            }),
          },
          {
            term: msg({ id: 'legal.terms.definitions.user.term', message: 'Användare' }),
            definition: msg({
              id: 'legal.terms.definitions.user.definition',
              message:
                'En person som använder tjänsten för Kundens räkning med en egen inloggning.',
            }),
          },
          {
            term: msg({ id: 'legal.terms.definitions.admin.term', message: 'Systemadministratör' }),
            definition: msg({
              id: 'legal.terms.definitions.admin.definition',
              message:
                'Den person som företräder Kunden i tjänsten: beställer tjänster, tilldelar Användare behörigheter och instruerar Leverantören om hur Kundens data ska hanteras.',
            }),
          },
          {
            term: msg({
              id: 'legal.terms.definitions.contractOwner.term',
              message: 'Avtalsansvarig',
            }),
            definition: msg({
              id: 'legal.terms.definitions.contractOwner.definition',
              message: 'Den person hos Kunden som är ensam behörig att avsluta tjänsten.',
            }),
          },
          {
            term: msg({
              id: 'legal.terms.definitions.transactions.term',
              message: 'Transaktioner',
            }),
            definition: msg({
              id: 'legal.terms.definitions.transactions.definition',
              message: 'Kundens registreringar av lastbärare i tjänsten.',
            }),
          },
          {
            term: msg({
              id: 'legal.terms.definitions.addressRegister.term',
              message: 'Adressregister',
            }),
            definition: msg({
              id: 'legal.terms.definitions.addressRegister.definition',
              message: 'Kundens register över adresser i tjänsten.',
            }),
          },
          {
            term: msg({ id: 'legal.terms.definitions.balances.term', message: 'Saldon' }),
            definition: msg({
              id: 'legal.terms.definitions.balances.definition',
              message: 'Kundens saldon av lastbärare i tjänsten.',
            }),
          },
          {
            term: msg({ id: 'legal.terms.definitions.remove.term', message: 'Borttagning' }),
            definition: msg({
              id: 'legal.terms.definitions.remove.definition',
              message:
                'En Transaktion av typen ”ta bort”, som används när en lastbärare tas ur cirkulation. Borttagningen loggas mot en aktör som materialåtervinner lastbäraren.',
            }),
          },
          {
            term: msg({ id: 'legal.terms.definitions.carriers.term', message: 'Lastbärare' }),
            definition: msg({
              id: 'legal.terms.definitions.carriers.definition',
              message:
                'Återanvändbara förpackningar som pallar, pallkragar, burar, backar och kabeltrummor. Varje lastbärare registreras med ursprungsland och med uppgift om den är ny eller begagnad.',
            }),
          },
        ],
      },
    ],
  },
  {
    id: 'service',
    heading: msg({ id: 'legal.terms.service.heading', message: 'Tjänsten' }),
    blocks: [
      {
        kind: 'p',
        source: ['§1', '§3'], // What the product does, Concepts in the legal texts
        text: msg({
          id: 'legal.terms.service.p1',
          message:
            'Tjänsten är en molntjänst där Kunden registrerar Transaktioner, följer Saldon och tar fram rapporter om sina lastbärare, bland annat underlag för producentansvaret för förpackningar.',
        }),
      },
      {
        kind: 'p',
        source: ['§7'], // Calls the product makes (the terms mention an API with usage rules)
        text: msg({
          id: 'legal.terms.service.api',
          message:
            'Kunden kan få tillgång till ett API för att koppla sina egna system till tjänsten. Särskilda regler gäller för hur API:et får användas.',
        }),
      },
    ],
  },
  {
    id: 'accounts',
    heading: msg({
      id: 'legal.terms.accounts.heading',
      message: 'Konton, roller och behörigheter',
    }),
    blocks: [
      {
        kind: 'list',
        source: ['§6'], // Roles and permissions
        items: [
          msg({
            id: 'legal.terms.accounts.admin',
            message:
              'Systemadministratören företräder Kunden, beställer tjänster, tilldelar behörigheter och ger Leverantören instruktioner om Kundens data.',
          }),
          msg({
            id: 'legal.terms.accounts.contractOwner',
            message: 'Endast den Avtalsansvarige kan avsluta tjänsten för Kundens räkning.',
          }),
        ],
      },
    ],
  },
  {
    id: 'support',
    heading: msg({ id: 'legal.terms.support.heading', message: 'Support och utbildning' }),
    blocks: [
      {
        kind: 'p',
        source: ['§9'], // Service and terms (support hours as the terms give them: 08:00–16:00)
        text: msg({
          id: 'legal.terms.support.hours',
          message: 'Support ges vardagar kl. 8–16.',
        }),
      },
      {
        kind: 'p',
        source: ['§9'], // Service and terms (hourly rate for training)
        text: msg({
          id: 'legal.terms.support.training',
          message:
            'Utbildning som inte ingår i ett fast pris debiteras per timme enligt Leverantörens vid varje tid gällande timpris.',
        }),
      },
    ],
  },
  {
    id: 'prices',
    heading: msg({ id: 'legal.terms.prices.heading', message: 'Priser och betalning' }),
    blocks: [
      {
        kind: 'list',
        source: ['§9', '§4'], // Service and terms, Agreement lifecycle (suspension)
        items: [
          msg({
            id: 'legal.terms.prices.fixed',
            message: 'Fasta priser faktureras månadsvis i förskott.',
          }),
          msg({
            id: 'legal.terms.prices.variable',
            message: 'Rörliga priser faktureras månadsvis i efterskott.',
          }),
          msg({
            id: 'legal.terms.prices.sms',
            message: 'SMS som skickas via tjänsten debiteras efter faktisk användning.',
          }),
          msg({
            id: 'legal.terms.prices.paymentTerm',
            message: 'Betalningsvillkoret är 15 dagar.',
          }),
          msg({
            id: 'legal.terms.prices.interest',
            message: 'Vid försenad betalning debiteras dröjsmålsränta enligt lag.',
          }),
          msg({
            id: 'legal.terms.prices.suspension',
            message:
              'Är en betalning mer än 15 dagar försenad får Leverantören stänga av tjänsten.',
          }),
          msg({
            id: 'legal.terms.prices.changes',
            message: 'Prisändringar meddelas Kunden minst 30 dagar innan de börjar gälla.',
          }),
        ],
      },
    ],
  },
  {
    id: 'termination',
    heading: msg({ id: 'legal.terms.termination.heading', message: 'Avtalstid och uppsägning' }),
    blocks: [
      {
        kind: 'p',
        source: ['§4'], // Agreement lifecycle
        text: msg({
          id: 'legal.terms.termination.customer',
          message:
            'Kunden avslutar tjänsten via ”Avsluta tjänsten” under Kontoadministration. Tjänsten upphör vid utgången av den kalendermånad då den avslutas. Bara den Avtalsansvarige kan göra detta.',
        }),
      },
      {
        kind: 'p',
        source: ['§4'], // Agreement lifecycle
        text: msg({
          id: 'legal.terms.termination.provider',
          message: 'Leverantören får säga upp avtalet med 6 månaders uppsägningstid.',
        }),
      },
      {
        kind: 'p',
        source: ['§4'], // Agreement lifecycle
        text: msg({
          id: 'legal.terms.termination.breach',
          message:
            'Vardera parten får säga upp avtalet med omedelbar verkan om den andra parten begår ett väsentligt avtalsbrott och inte har rättat det inom 30 dagar efter skriftligt påpekande.',
        }),
      },
    ],
  },
]

export const termsSections: LegalSection[] = [
  ...termsSectionsServiceAndTerm,
  ...termsSectionsDataAndLiability,
]
