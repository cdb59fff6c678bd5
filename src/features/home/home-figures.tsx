import { Trans, useLingui } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { card, link } from '../../../styled-system/recipes'
import { ContentSection } from '../../components/content/content-section'
import { DataTable } from '../../components/content/data-table'
import {
  formatCompact,
  formatNumber,
  formatPercent,
  formatSek,
  formatSekPerKg,
} from '../../i18n/format'
import { StatGrid } from '../../components/content/stat-grid'
import { PageLink } from '../../components/layout/page-link'
import {
  feesForKg,
  feesPerKgSek,
  producerFigures,
  systemReductionPercent,
} from '../../config/rates'
import type { Locale } from '../../i18n/locales'
import { cardGrids } from '../../components/content/card-list'

/** Stats, did-you-know, the sustainability-reporting block and the with/without comparison. */
export function HomeFigures({ lang }: { lang: Locale }) {
  const { t } = useLingui()
  const companies = formatNumber(400, lang)
  // The system's return rate (spec §1), a marketing figure; the qualifying minimum is below.
  const systemReturnRate = formatPercent(25, lang)
  const tonnes = formatCompact(1_500_000, lang)
  const fees = formatCompact(2_000_000_000, lang)
  const pallets = formatCompact(35_000_000, lang)
  const stats = [
    {
      id: 'companies',
      value: t({ id: 'home.stats.companies.value', message: `fler än ${companies}` }),
      label: t({ id: 'home.stats.companies.label', message: 'anslutna företag' }),
    },
    {
      id: 'returnRate',
      value: t({ id: 'home.stats.returnRate.value', message: `över ${systemReturnRate}` }),
      label: t({ id: 'home.stats.returnRate.label', message: 'returgrad i systemet' }),
    },
    {
      id: 'transactions',
      value: formatNumber(340_000, lang),
      label: t({ id: 'home.stats.transactions.label', message: 'registrerade transaktioner' }),
    },
    {
      id: 'lost',
      value: t({ id: 'home.stats.lost.value', message: `cirka ${pallets}` }),
      label: t({ id: 'home.stats.lost.label', message: 'träpallar försvinner i Sverige varje år' }),
    },
    {
      id: 'co2',
      value: t({ id: 'home.stats.co2.value', message: `${tonnes}\u00a0ton` }),
      label: t({ id: 'home.stats.co2.label', message: 'koldioxid' }),
    },
    {
      id: 'fees',
      value: t({ id: 'home.stats.fees.value', message: `cirka ${fees}\u00a0kr` }),
      label: t({
        id: 'home.stats.fees.label',
        message: 'i möjliga avgifter utan ett godkänt system',
      }),
    },
  ]
  const rotations = formatNumber(10, lang)
  const share = formatPercent(10, lang)
  const { example, minReturnRatePercent } = producerFigures
  const palletFees = feesForKg('wood', example.palletKg)
  const palletKg = formatNumber(example.palletKg, lang)
  const feeWithout = formatSek(palletFees.business, lang)
  const feeWith = formatSek(palletFees.withSystem, lang)
  const returnRate = formatPercent(minReturnRatePercent, lang)
  const saving = formatPercent(systemReductionPercent('wood'), lang)
  const wood = feesPerKgSek('wood')
  const yes = t({ id: 'home.comparison.yes', message: 'Ja' })
  const no = t({ id: 'home.comparison.no', message: 'Nej' })
  const rows = [
    {
      id: 'fee',
      header: t({ id: 'home.comparison.fee', message: 'Förpackningsavgift för trä' }),
      cells: [formatSekPerKg(wood.withSystem, lang), formatSekPerKg(wood.business, lang)],
    },
    {
      id: 'realtime',
      header: t({
        id: 'home.comparison.realtime',
        message: 'Position för varje lastbärare i realtid',
      }),
      cells: [yes, no],
    },
    {
      id: 'losses',
      header: t({ id: 'home.comparison.losses', message: 'Svinn och förlorade lastbärare' }),
      cells: [
        t({ id: 'home.comparison.losses.with', message: 'Synligt per kund och plats' }),
        t({ id: 'home.comparison.losses.without', message: 'Okänt tills pallarna saknas' }),
      ],
    },
    {
      id: 'reporting',
      header: t({ id: 'home.comparison.reporting', message: 'Rapportering till Naturvårdsverket' }),
      cells: [
        t({ id: 'home.comparison.reporting.with', message: 'Automatisk' }),
        t({ id: 'home.comparison.reporting.without', message: 'Manuell' }),
      ],
    },
    {
      id: 'scope3',
      header: t({ id: 'home.comparison.scope3', message: 'Utsläpp i Scope 3' }),
      cells: [
        t({ id: 'home.comparison.scope3.with', message: 'Fördelas över alla rotationer' }),
        t({ id: 'home.comparison.scope3.without', message: 'Hela utsläppet på varje användning' }),
      ],
    },
  ]
  return (
    <>
      <ContentSection
        id="stats"
        tone="deep"
        title={<Trans id="home.stats.title">Cirkla i siffror</Trans>}
      >
        <StatGrid stats={stats} inverted />
      </ContentSection>

      <ContentSection
        id="did-you-know"
        title={<Trans id="home.didYouKnow.title">Visste ni att…</Trans>}
        width="prose"
      >
        <div className={card({ tone: 'brand' })}>
          <p className={css({ textStyle: 'lead' })}>
            <Trans id="home.didYouKnow.text">
              …en EUR-pall på cirka {palletKg}&nbsp;kg kostar {feeWithout} i förpackningsavgift för
              företag utan ett godkänt system – men bara {feeWith} med ett? Kvalificerar ni er med
              en returgrad på minst {returnRate} sparar ni alltså över {saving} på varje pall.
            </Trans>
          </p>
        </div>
      </ContentSection>

      <ContentSection
        id="sustainability"
        tone="subtle"
        title={
          <Trans id="home.sustainability.title">Hållbarhetsredovisning utan extra arbete</Trans>
        }
        intro={
          <Trans id="home.sustainability.intro">
            Återanvändning sänker utsläppen i Scope 3 – och Cirkla visar det svart på vitt.
          </Trans>
        }
      >
        <div className={cardGrids[3]}>
          <div className={card()}>
            <h3 className={css({ textStyle: 'h3' })}>
              <Trans id="home.sustainability.scope3.title">Lägre Scope 3</Trans>
            </h3>
            <p className={css({ color: 'fg.muted' })}>
              <Trans id="home.sustainability.scope3.text">
                Utsläppen från en lastbärare fördelas över antalet rotationer. Går lastbäraren{' '}
                {rotations} rotationer bär varje rotation bara {share} av utsläppet.
              </Trans>
            </p>
          </div>
          <div className={card()}>
            <h3 className={css({ textStyle: 'h3' })}>
              <Trans id="home.sustainability.auto.title">Automatisk rapportering</Trans>
            </h3>
            <p className={css({ color: 'fg.muted' })}>
              <Trans id="home.sustainability.auto.text">
                Alla rörelser registreras löpande, så underlaget till hållbarhetsredovisningen finns
                redan när året är slut.
              </Trans>
            </p>
          </div>
          <div className={card()}>
            <h3 className={css({ textStyle: 'h3' })}>
              <Trans id="home.sustainability.agency.title">Rapport till Naturvårdsverket</Trans>
            </h3>
            <p className={css({ color: 'fg.muted' })}>
              <Trans id="home.sustainability.agency.text">
                Rapporten till Naturvårdsverket genereras automatiskt, med mängder per material och
                period.
              </Trans>
            </p>
          </div>
        </div>
        <p>
          <PageLink page="/$lang/sustainability-reporting" lang={lang} className={link()}>
            <Trans id="home.sustainability.link">
              Så fungerar hållbarhetsredovisningen i Cirkla
            </Trans>
          </PageLink>
        </p>
      </ContentSection>

      <ContentSection
        id="comparison"
        title={<Trans id="home.comparison.title">Med och utan ett system för lastbärare</Trans>}
      >
        <DataTable
          id="home-comparison-table"
          caption={
            <Trans id="home.comparison.caption">
              Fem skillnader mellan att använda Cirkla och att klara sig utan ett system
            </Trans>
          }
          columns={[
            <Trans key="f" id="home.comparison.feature">
              Funktion
            </Trans>,
            <Trans key="w" id="home.comparison.with">
              Med Cirkla
            </Trans>,
            <Trans key="o" id="home.comparison.without">
              Utan system
            </Trans>,
          ]}
          rows={rows}
        />
      </ContentSection>
    </>
  )
}
