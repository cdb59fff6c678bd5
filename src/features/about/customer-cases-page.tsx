import { Trans, useLingui } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { ContentSection } from '../../components/content/content-section'
import { CtaBand } from '../../components/content/cta-band'
import { formatCompact, formatNumber, formatPercent } from '../../i18n/format'
import { RelatedLinks } from '../../components/content/related-links'
import { StatGrid } from '../../components/content/stat-grid'
import { PageIntro } from '../../components/layout/page-intro'
import { useLang } from '../../i18n/use-lang'

export function CustomerCasesPage() {
  const lang = useLang()
  const { t } = useLingui()
  const directCosts = formatCompact(20_000_000, lang)
  const capital = formatCompact(26_000_000, lang)
  const co2 = formatNumber(351, lang)
  const leakFrom = formatPercent(16, lang)
  const leakTo = formatPercent(1.5, lang)
  const days = formatNumber(80, lang)
  const months = formatNumber(18, lang)
  const claims = [
    {
      id: 'directCosts',
      value: t({ id: 'about.cases.directCosts.value', message: `−${directCosts}\u00a0kr` }),
      label: t({ id: 'about.cases.directCosts.label', message: 'lägre direkta kostnader' }),
    },
    {
      id: 'capital',
      value: t({ id: 'about.cases.capital.value', message: `−${capital}\u00a0kr` }),
      label: t({ id: 'about.cases.capital.label', message: 'mindre bundet kapital' }),
    },
    {
      id: 'co2',
      value: t({ id: 'about.cases.co2.value', message: `${co2}\u00a0kg CO₂e` }),
      label: t({
        id: 'about.cases.co2.label',
        message: 'sparade per lastbärare som inte går förlorad',
      }),
    },
    {
      id: 'leakage',
      value: `${leakFrom} → ${leakTo}`,
      label: t({ id: 'about.cases.leakage.label', message: 'svinn före och efter' }),
    },
    {
      id: 'speed',
      value: t({ id: 'about.cases.speed.value', message: `${days} dagar` }),
      label: t({ id: 'about.cases.speed.label', message: 'snabbare returer' }),
    },
    {
      id: 'time',
      value: t({ id: 'about.cases.time.value', message: `${months} månader` }),
      label: t({ id: 'about.cases.time.label', message: 'tills resultaten ovan var nådda' }),
    },
  ]
  return (
    <>
      <PageIntro
        title={<Trans id="about.customerCases.intro.title">Kundcase</Trans>}
        lead={
          <Trans id="about.customerCases.intro.lead">
            Så minskade en kund sina direkta kostnader med 20&nbsp;miljoner kronor och sitt svinn
            från 16&nbsp;% till 1,5&nbsp;%.
          </Trans>
        }
      />
      <ContentSection
        id="case"
        title={<Trans id="about.cases.title">Resultat hos en kund</Trans>}
        intro={
          <Trans id="about.cases.intro">
            Resultaten nedan mättes efter {months} månader med Cirkla.
          </Trans>
        }
      >
        <StatGrid stats={claims} />
      </ContentSection>
      <ContentSection
        id="story"
        tone="subtle"
        title={<Trans id="about.cases.story.title">Före och efter</Trans>}
        width="prose"
      >
        <div className={css({ display: 'grid', gap: '4', color: 'fg.muted' })}>
          <h3 className={css({ textStyle: 'h3', color: 'fg.default' })}>
            <Trans id="about.cases.before.title">Utgångsläget</Trans>
          </h3>
          <p>
            <Trans id="about.cases.before.text">
              Innan kunden började använda Cirkla låg svinnet på {leakFrom}.
            </Trans>
          </p>
          <h3 className={css({ textStyle: 'h3', color: 'fg.default' })}>
            <Trans id="about.cases.after.title">Med Cirkla</Trans>
          </h3>
          <p>
            <Trans id="about.cases.after.text">
              Efter {months} månader med Cirkla hade svinnet sjunkit till {leakTo}, returerna kom
              tillbaka {days} dagar snabbare och de direkta kostnaderna hade minskat med{' '}
              {directCosts}&nbsp;kronor.
            </Trans>
          </p>
        </div>
      </ContentSection>
      <RelatedLinks
        links={[
          {
            page: '/$lang/optimize-fleet',
            text: <Trans id="about.cases.related.fleet">Så optimerar ni er egen flotta.</Trans>,
          },
          {
            page: '/$lang/calculator',
            text: (
              <Trans id="about.cases.related.calculator">Räkna ut er förpackningsavgift.</Trans>
            ),
          },
          {
            page: '/$lang/sustainability-reporting',
            text: (
              <Trans id="about.cases.related.sustainability">
                Redovisa minskade utsläpp i Scope 3.
              </Trans>
            ),
          },
        ]}
      />
      <CtaBand
        title={<Trans id="about.cases.cta.title">Vill ni ha samma resultat?</Trans>}
        text={
          <Trans id="about.cases.cta.text">
            Boka en demo så räknar vi på vad Cirkla kan betyda för er.
          </Trans>
        }
        secondary={{
          page: '/$lang/contact',
          label: <Trans id="about.cases.cta.contact">Kontakta oss</Trans>,
        }}
      />
    </>
  )
}
