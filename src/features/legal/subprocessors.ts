import { msg } from '@lingui/core/macro'
import type { LegalBlock } from '../../components/content/legal-document'

// The provider's sub-processors (spec §9), shown in both the terms (DPA) and the privacy policy.
export const subprocessorTable: LegalBlock = {
  kind: 'table',
  source: ['§9'], // Service and terms (sub-processors)
  caption: msg({
    id: 'legal.subprocessors.caption',
    message: 'Underbiträden och var uppgifterna behandlas',
  }),
  head: [
    msg({ id: 'legal.subprocessors.head.service', message: 'Tjänst' }),
    msg({ id: 'legal.subprocessors.head.location', message: 'Plats för behandlingen' }),
  ],
  rows: [
    [
      msg({ id: 'legal.subprocessors.email.service', message: 'Utskick av e-post och SMS' }),
      msg({ id: 'legal.subprocessors.email.location', message: 'Inom EU' }),
    ],
    [
      msg({ id: 'legal.subprocessors.cloud.service', message: 'Molninfrastruktur' }),
      msg({ id: 'legal.subprocessors.cloud.location', message: 'Inom EU' }),
    ],
    [
      msg({ id: 'legal.subprocessors.bookkeeping.service', message: 'Bokföring' }),
      msg({ id: 'legal.subprocessors.bookkeeping.location', message: 'Sverige' }),
    ],
    [
      msg({ id: 'legal.subprocessors.login.service', message: 'Inloggning och användaruppgifter' }),
      msg({ id: 'legal.subprocessors.login.location', message: 'Inom EU' }),
    ],
  ],
}
