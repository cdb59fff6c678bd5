import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../components/layout/page-intro'

export function ApiPage() {
  return (
    <PageIntro
      title={<Trans id="api.intro.title">API-dokumentation</Trans>}
      lead={<Trans id="api.intro.lead">Koppla ditt affärssystem till Cirkla med vårt öppna API och få realtidsdata för alla lastbärare.</Trans>}
    />
  )
}
