import { Trans } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { button } from '../../../styled-system/recipes'
import { ExternalLink } from '../../components/content/external-link'
import { PageIntro } from '../../components/layout/page-intro'
import { PageLink } from '../../components/layout/page-link'
import { formatNumber } from '../../i18n/format'
import { feesPerKgSek } from '../../config/rates'
import { site } from '../../config/site'
import { useLang } from '../../i18n/use-lang'
import { ProducerFees } from './producer-fees'
import { ProducerBelowFold } from './producer-sections'

export function ProducerResponsibilityPage() {
  const lang = useLang()
  const wood = feesPerKgSek('wood')
  const woodWithout = formatNumber(wood.business, lang)
  const woodWith = formatNumber(wood.withSystem, lang)
  return (
    <>
      <PageIntro
        breadcrumb="/$lang/producer-responsibility"
        title={<Trans id="producer.intro.title">Producentansvar för förpackningar</Trans>}
        lead={
          // The figures bare and their unit once, kept with the second by a no-break space.
          <Trans id="producer.intro.lead">
            Förpackningsavgiften betalas per kilo. Med ett godkänt återanvändningssystem sjunker
            avgiften för trä från {woodWithout} till cirka {woodWith}
            {'\u00a0'}kr/kg.
          </Trans>
        }
      >
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          <ExternalLink href={site.bookingUrl} className={button({ size: 'lg' })}>
            <Trans id="producer.hero.book">Boka en demo</Trans>
          </ExternalLink>
          <PageLink
            page="/$lang/calculator"
            lang={lang}
            className={button({ visual: 'outline', size: 'lg' })}
          >
            <Trans id="producer.hero.calculate">Räkna ut er avgift</Trans>
          </PageLink>
        </div>
      </PageIntro>
      <ProducerFees lang={lang} />
      <ProducerBelowFold />
    </>
  )
}
