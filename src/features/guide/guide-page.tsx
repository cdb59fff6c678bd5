import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../components/layout/page-intro'

export function GuidePage() {
  return (
    <PageIntro
      title={<Trans id="guide.intro.title">Kom igång med Cirkla</Trans>}
      lead={<Trans id="guide.intro.lead">Fyra steg från konto till första spårade lastbärare. De flesta är igång på under 30 minuter.</Trans>}
    />
  )
}
