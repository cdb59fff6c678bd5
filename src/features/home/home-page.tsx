import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../components/layout/page-intro'

export function HomePage() {
  return (
    <PageIntro
      title={<Trans id="home.intro.title">Spåra lastbärare och sänk förpackningsavgiften med upp till 99,5 %</Trans>}
      lead={<Trans id="home.intro.lead">Cirkla är det enda generiska återanvändningssystemet för lastbärare som är godkänt av Naturvårdsverket. Vi hjälper företag att hålla koll på pallar, burar och backar och att uppfylla producentansvaret för förpackningar.</Trans>}
    />
  )
}
