import { msg } from '@lingui/core/macro'
import type { LegalSection } from '../../components/content/legal-document'
import { subprocessorTable } from './subprocessors'

// Terms of service, part 2: data after the end, faults and liability, confidentiality, changes,
// the data processing agreement and contact (spec §4, §5, §6, §9).
export const termsSectionsDataAndLiability: LegalSection[] = [
  {
    id: 'data-after-termination',
    heading: msg({ id: 'legal.terms.data.heading', message: 'Kundens data när avtalet upphör' }),
    blocks: [
      {
        kind: 'p',
        text: msg({
          id: 'legal.terms.data.copy',
          message:
            'Kundens data tillhör Kunden. Efter att avtalet har upphört kan Kunden begära en kopia av sin data, som lämnas ut inom 3 månader.',
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
        items: [
          msg({
            id: 'legal.terms.liability.complaint',
            message: 'Fel i tjänsten ska reklameras skriftligen inom 15 dagar från det att felet upptäcktes.',
          }),
          msg({
            id: 'legal.terms.liability.claims',
            message: 'Krav på skadestånd ska framställas inom 6 månader från det att skadan uppstod.',
          }),
          msg({
            id: 'legal.terms.liability.cap',
            message:
              'Leverantörens sammanlagda ansvar är begränsat till ett belopp som motsvarar 1 prisbasbelopp.',
          }),
          msg({
            id: 'legal.terms.liability.indirect',
            message:
              'Leverantören ansvarar inte för indirekta skador, som utebliven vinst eller förlorad data, utom vid uppsåt eller grov vårdslöshet.',
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
        text: msg({
          id: 'legal.terms.changes.text',
          message:
            'Leverantören får ändra villkoren. Ändringar meddelas Kunden minst 30 dagar innan de börjar gälla. Godtar Kunden inte ändringen kan tjänsten avslutas innan den träder i kraft.',
        }),
      },
    ],
  },
  {
    id: 'data-processing',
    heading: msg({ id: 'legal.terms.dpa.heading', message: 'Personuppgifts\u00adbiträdesavtal' }),
    blocks: [
      {
        kind: 'p',
        text: msg({
          id: 'legal.terms.dpa.roles',
          message:
            'Kunden är personuppgiftsansvarig för de personuppgifter som behandlas i tjänsten, och Leverantören är Kundens personuppgiftsbiträde. Leverantören behandlar uppgifterna bara enligt Kundens dokumenterade instruktioner, som Systemadministratören lämnar.',
        }),
      },
      {
        kind: 'h3',
        text: msg({ id: 'legal.terms.dpa.subprocessors.heading', message: 'Underbiträden' }),
      },
      {
        kind: 'p',
        text: msg({
          id: 'legal.terms.dpa.subprocessors.text',
          message:
            'Leverantören anlitar underbiträden för följande tjänster. Kunden informeras innan ett nytt underbiträde anlitas och kan invända inom 30 dagar.',
        }),
      },
      subprocessorTable,
      {
        kind: 'h3',
        text: msg({ id: 'legal.terms.dpa.terms.heading', message: 'Avtalstid, ansvar och återlämnande' }),
      },
      {
        kind: 'list',
        items: [
          msg({
            id: 'legal.terms.dpa.notice',
            message: 'Personuppgiftsbiträdesavtalet kan sägas upp med 6 månaders uppsägningstid.',
          }),
          msg({
            id: 'legal.terms.dpa.cap',
            message:
              'Leverantörens ansvar enligt personuppgiftsbiträdesavtalet är begränsat till 100 % av avgifterna för det första avtalsåret.',
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
        text: msg({
          id: 'legal.terms.contact.text',
          message: 'Frågor om villkoren besvaras av Cirkla:',
        }),
      },
      { kind: 'contact' },
    ],
  },
]
