import { Trans, useLingui } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { button } from '../../../styled-system/recipes'
import { ContentSection } from '../../components/content/content-section'
import { CtaBand } from '../../components/content/cta-band'
import { ExternalLink } from '../../components/content/external-link'
import { Faq } from '../../components/content/faq'
import { RelatedLinks } from '../../components/content/related-links'
import { PageIntro } from '../../components/layout/page-intro'
import { PageLink } from '../../components/layout/page-link'
import { formatNumber } from '../../i18n/format'
import { feesPerKgSek } from '../../config/rates'
import { site } from '../../config/site'
import { useLang } from '../../i18n/use-lang'
import { producerFaq } from './producer-faq'
import { ProducerFees } from './producer-fees'
import { ProducerGuidance } from './producer-guidance'

export function ProducerResponsibilityPage() {
  const lang = useLang()
  const { i18n } = useLingui()
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
      <ProducerGuidance lang={lang} />
      <ContentSection
        id="faq"
        tone="subtle"
        title={<Trans id="producer.faq.title">Vanliga frågor om producentansvar</Trans>}
        width="prose"
      >
        <Faq items={producerFaq(i18n, lang)} />
      </ContentSection>
      <RelatedLinks
        links={[
          {
            page: '/$lang/calculator',
            text: (
              <Trans id="producer.related.calculator">Se vad avgiften blir för era volymer.</Trans>
            ),
          },
          {
            page: '/$lang/materials/wood-plastic-steel',
            text: <Trans id="producer.related.materials">Jämför trä, plast och stål.</Trans>,
          },
          {
            page: '/$lang/optimize-fleet',
            text: <Trans id="producer.related.fleet">Få tillbaka fler lastbärare, snabbare.</Trans>,
          },
        ]}
      />
      <CtaBand
        title={
          <Trans id="producer.cta.title">
            Sluta betala full avgift för lastbärare som kommer tillbaka
          </Trans>
        }
        text={
          <Trans id="producer.cta.text">
            Vi visar hur ni ansluter era lastbärare till ett godkänt system och vad ni sparar.
          </Trans>
        }
        secondary={{
          page: '/$lang/',
          hash: 'contact',
          label: <Trans id="producer.cta.contact">Kontakta oss</Trans>,
        }}
      />
    </>
  )
}
