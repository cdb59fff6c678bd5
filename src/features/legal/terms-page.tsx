import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../components/layout/page-intro'

export function TermsPage() {
  return (
    <PageIntro
      title={<Trans id="legal.terms.intro.title">Användarvillkor</Trans>}
      lead={<Trans id="legal.terms.intro.lead">Villkoren som gäller när ditt företag använder Cirkla.</Trans>}
    />
  )
}
