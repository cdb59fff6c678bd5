import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../components/layout/page-intro'

export function TeamPage() {
  return (
    <PageIntro
      title={<Trans id="about.team.intro.title">Träffa teamet</Trans>}
      lead={<Trans id="about.team.intro.lead">Fem personer med bakgrund inom logistik, hållbarhet och mjukvara som vill göra återanvändning till det enkla valet.</Trans>}
    />
  )
}
