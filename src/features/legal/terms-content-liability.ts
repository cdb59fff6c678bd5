import { msg } from '@lingui/core/macro'
import type { LegalSection } from '../../components/content/legal-document'
import { subprocessorTable } from './subprocessors'

// Terms of service, part 2: data after the end, faults and liability, confidentiality, changes,
// the data processing agreement and contact. Every clause names its spec section (`source`).
export const termsSectionsDataAndLiability: LegalSection[] = [
  {
    id: 'data-after-termination',
    heading: msg({ id: 'legal.terms.data.heading', message: 'Kundens data när avtalet upphör' }),
    blocks: [
      {
        kind: 'p',
        source: ['§4'], // Agreement lifecycle (data copy within 3 months)
        text: msg({
          id: 'legal.terms.data.copy',
          message:
            'Efter att avtalet har upphört kan Kunden få en kopia av sin data inom 3 månader.',
        }),
      },
    ],
  },
  {
    id: 'liability',
    heading: msg({ id: 'legal.terms.liability.heading', message: 'Fel, reklamation och ansvar' }),
    blocks: [
      {
        kind: 'list',
        source: ['§5', '§9'], // Validation rules (legal rules), Service and terms (liability cap)
        items: [
          msg({
            id: 'legal.terms.liability.complaint',
            message: 'Fel i tjänsten ska reklameras skriftligen inom 15 dagar.',
          }),
          msg({
            id: 'legal.terms.liability.claims',
            message:
              'Krav på skadestånd ska framställas inom 6 månader från det att skadan uppstod.',
          }),
          msg({
            id: 'legal.terms.liability.cap',
            message: 'Leverantörens ansvar är begränsat till 1 prisbasbelopp.',
          }),
        ],
      },
    ],
  },
  {
    id: 'confidentiality',
    heading: msg({ id: 'legal.terms.confidentiality.heading', message: 'Sekretess' }),
    blocks: [
      {
        kind: 'p',
        source: ['§9'], // Service and terms (confidentiality)
        text: msg({
          id: 'legal.terms.confidentiality.text',
          message:
            'Parterna ska hålla konfidentiell information om varandra hemlig. Sekretessen gäller under avtalstiden och i 2 år efter att avtalet har upphört.',
        }),
      },
    ],
  },
  {
    id: 'changes',
    heading: msg({ id: 'legal.terms.changes.heading', message: 'Ändringar i villkoren' }),
    blocks: [
      {
        kind: 'p',
        source: ['§9'], // Service and terms (terms changes)
        text: msg({
          id: 'legal.terms.changes.text',
          message: 'Ändringar i villkoren meddelas Kunden minst 30 dagar innan de börjar gälla.',
        }),
      },
    ],
  },
  {
    id: 'data-processing',
    // No soft hyphen: the fluid heading fits the word at 320 px (theme/text-styles.ts), and a
    // browser takes a soft hyphen whenever the line is full, after "9." too, not only as a last
    // resort.
    heading: msg({ id: 'legal.terms.dpa.heading', message: 'Personuppgiftsbiträdesavtal' }),
    blocks: [
      {
        kind: 'p',
        source: ['§6'], // Roles and permissions
        text: msg({
          id: 'legal.terms.dpa.roles',
          message:
            'Kunden är personuppgiftsansvarig för de personuppgifter som behandlas i tjänsten, och Leverantören är Kundens personuppgiftsbiträde. Leverantören behandlar uppgifterna enligt de instruktioner som Systemadministratören lämnar för Kunden.',
        }),
      },
      {
        kind: 'h3',
        text: msg({ id: 'legal.terms.dpa.subprocessors.heading', message: 'Underbiträden' }),
      },
      {
        kind: 'p',
        source: ['§9'], // Service and terms (data processing agreement)
        text: msg({
          id: 'legal.terms.dpa.subprocessors.text',
          message:
            'Leverantören anlitar underbiträden för följande tjänster. Kunden kan invända mot ett underbiträde inom 30 dagar.',
        }),
      },
      subprocessorTable,
      {
        kind: 'h3',
        text: msg({
          id: 'legal.terms.dpa.terms.heading',
          message: 'Avtalstid, ansvar och återlämnande',
        }),
      },
      {
        kind: 'list',
        source: ['§9'], // Service and terms (data processing agreement)
        items: [
          msg({
            id: 'legal.terms.dpa.notice',
            message: 'Personuppgiftsbiträdesavtalet kan sägas upp med 6 månaders uppsägningstid.',
          }),
          msg({
            id: 'legal.terms.dpa.cap',
            message:
              'Leverantörens ansvar enligt personuppgiftsbiträdesavtalet är begränsat till 100\u00a0% av avgifterna för det första avtalsåret.',
          }),
          msg({
            id: 'legal.terms.dpa.return',
            message:
              'Vill Kunden att personuppgifterna återlämnas eller raderas när avtalet upphör ska begäran lämnas senast 3 månader före avtalets slut.',
          }),
        ],
      },
    ],
  },
  {
    id: 'contact',
    heading: msg({ id: 'legal.terms.contact.heading', message: 'Kontakt' }),
    blocks: [
      {
        kind: 'p',
        source: ['§2'], // Pages (contact: address, phone, e-mail)
        text: msg({
          id: 'legal.terms.contact.text',
          message: 'Frågor om villkoren besvaras av Cirkla:',
        }),
      },
      { kind: 'contact' },
    ],
  },
]
