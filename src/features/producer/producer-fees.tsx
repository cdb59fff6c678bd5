import { Trans, useLingui } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { card } from '../../../styled-system/recipes'
import { ContentSection } from '../../components/content/content-section'
import { DataTable } from '../../components/content/data-table'
import {
  formatDate,
  formatNumber,
  formatPercent,
  formatSek,
  formatSekPerKg,
} from '../../i18n/format'
import {
  feesForKg,
  feesPerKgSek,
  KG_PER_TONNE,
  materials,
  producerFigures,
  rates,
  systemReductionPercent,
  type Material,
} from '../../config/rates'
import type { Locale } from '../../i18n/locales'

const dl = css({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'space-between',
  gap: '2',
  '& dd': { fontWeight: '700', textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
})

/** The fee comparison table and the two worked examples (50 tonnes, one EUR pallet). */
export function ProducerFees({ lang }: { lang: Locale }) {
  const { t } = useLingui()
  const plasticFrom = formatDate(rates.perKg.plastic.appliesFrom, lang)
  const names: Record<Material, string> = {
    wood: t({ id: 'producer.fees.wood', message: 'Trä' }),
    plastic: t({ id: 'producer.fees.plastic', message: `Plast (från ${plasticFrom})` }),
    steel: t({ id: 'producer.fees.steel', message: 'Stål' }),
  }
  // Fees per kg without vs with an approved reuse system, and the worked examples computed from them.
  const rows = materials.map((m) => {
    const fees = feesPerKgSek(m)
    return {
      id: m,
      header: names[m],
      cells: [formatSekPerKg(fees.business, lang), formatSekPerKg(fees.withSystem, lang)],
    }
  })
  const { example } = producerFigures
  const tonnesFees = feesForKg('wood', example.tonnes * KG_PER_TONNE)
  const palletFees = feesForKg('wood', example.palletKg)
  const tonnes = formatNumber(example.tonnes, lang)
  const palletKg = formatNumber(example.palletKg, lang)
  const perYear = (amount: string) =>
    t({ id: 'producer.fees.example.perYear', message: `${amount} per år` })
  const reduction = formatPercent(systemReductionPercent('wood'), lang)
  const claimed = formatPercent(producerFigures.claimedReductionPercent, lang)
  return (
    <ContentSection
      id="fees"
      title={<Trans id="producer.fees.title">Avgifterna – med och utan ett godkänt system</Trans>}
      intro={
        <Trans id="producer.fees.intro">
          Avgiften betalas per kilo förpackning. För trä sjunker den med omkring {reduction} i ett
          godkänt återanvändningssystem, och med Cirkla sänker ni förpackningsavgiften med upp till{' '}
          {claimed}.
        </Trans>
      }
    >
      <DataTable
        id="producer-fee-table"
        caption={
          <Trans id="producer.fees.caption">
            Förpackningsavgift per kilo, utan och med ett godkänt återanvändningssystem
          </Trans>
        }
        columns={[
          <Trans key="m" id="producer.fees.material">
            Material
          </Trans>,
          <Trans key="o" id="producer.fees.without">
            Utan godkänt system
          </Trans>,
          <Trans key="w" id="producer.fees.with">
            Med godkänt system
          </Trans>,
        ]}
        rows={rows}
      />
      <div
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, 1fr)' },
        })}
      >
        <article className={card({ tone: 'brand' })} data-example="tonnes">
          <h3 className={css({ textStyle: 'h3' })}>
            <Trans id="producer.fees.example.tonnes.title">
              Exempel: {tonnes}&nbsp;ton träförpackningar per år
            </Trans>
          </h3>
          <dl className={dl}>
            <dt>
              <Trans id="producer.fees.example.withoutSystem">Utan system</Trans>
            </dt>
            <dd>{perYear(formatSek(tonnesFees.business, lang))}</dd>
            <dt>
              <Trans id="producer.fees.example.withSystem">Med Cirkla</Trans>
            </dt>
            <dd>{perYear(formatSek(tonnesFees.withSystem, lang))}</dd>
          </dl>
        </article>
        <article className={card({ tone: 'brand' })} data-example="pallet">
          <h3 className={css({ textStyle: 'h3' })}>
            <Trans id="producer.fees.example.pallet.title">
              Exempel: en EUR-pall på cirka {palletKg}&nbsp;kg
            </Trans>
          </h3>
          <dl className={dl}>
            <dt>
              <Trans id="producer.fees.example.business">Utan system, företag</Trans>
            </dt>
            <dd>{formatSek(palletFees.business, lang)}</dd>
            <dt>
              <Trans id="producer.fees.example.private">Utan system, privatperson</Trans>
            </dt>
            <dd>{formatSek(palletFees.private, lang)}</dd>
            <dt>
              <Trans id="producer.fees.example.withSystem">Med Cirkla</Trans>
            </dt>
            <dd>{formatSek(palletFees.withSystem, lang)}</dd>
          </dl>
        </article>
      </div>
    </ContentSection>
  )
}
