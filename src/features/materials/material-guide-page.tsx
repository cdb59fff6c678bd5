import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../components/layout/page-intro'

export function MaterialGuidePage() {
  return (
    <PageIntro
      title={<Trans id="materials.intro.title">Materialguide: trä, plast och stål</Trans>}
      lead={<Trans id="materials.intro.lead">Jämför livslängd, vikt och återvinningsgrad för lastbärare i trä, plast och stål – och vad materialet betyder för förpackningsavgiften.</Trans>}
    />
  )
}
