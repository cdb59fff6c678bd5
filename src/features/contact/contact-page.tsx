import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../components/layout/page-intro'

export function ContactPage() {
  return (
    <PageIntro
      title={<Trans id="contact.intro.title">Kontakta oss</Trans>}
      lead={<Trans id="contact.intro.lead">Ring, mejla eller boka en demo – vi visar gärna hur Cirkla kan fungera för er.</Trans>}
    />
  )
}
