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
} from '../../components/content/format'
import type { Locale } from '../../i18n/locales'

/** Fees per kg (spec §9): without vs with an approved reuse system. */
const rates = [
  { id: 'wood', without: 2.75, with: 0.05 },
  { id: 'plastic', without: 12.9, with: 0.05 },
  { id: 'steel', without: 12.3, with: 0.06 },
] as const

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
  const plasticFrom = formatDate('2026-01-01', lang)
  const names: Record<(typeof rates)[number]['id'], string> = {
    wood: t({ id: 'producer.fees.wood', message: 'Trä' }),
    plastic: t({ id: 'producer.fees.plastic', message: `Plast (från ${plasticFrom})` }),
    steel: t({ id: 'producer.fees.steel', message: 'Stål' }),
  }
  const rows = rates.map((r) => ({
    id: r.id,
    header: names[r.id],
    cells: [formatSekPerKg(r.without, lang), formatSekPerKg(r.with, lang)],
  }))
  const tonnes = formatNumber(50, lang)
  const palletKg = formatNumber(25, lang)
  const perYear = (amount: string) =>
    t({ id: 'producer.fees.example.perYear', message: `${amount} per år` })
  const reduction = formatPercent(98, lang)
  const claimed = formatPercent(99.5, lang)
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
              Exempel: {tonnes} ton träförpackningar per år
            </Trans>
          </h3>
          <dl className={dl}>
            <dt>
              <Trans id="producer.fees.example.withoutSystem">Utan system</Trans>
            </dt>
            <dd>{perYear(formatSek(137_500, lang))}</dd>
            <dt>
              <Trans id="producer.fees.example.withSystem">Med Cirkla</Trans>
            </dt>
            <dd>{perYear(formatSek(2_500, lang))}</dd>
          </dl>
        </article>
        <article className={card({ tone: 'brand' })} data-example="pallet">
          <h3 className={css({ textStyle: 'h3' })}>
            <Trans id="producer.fees.example.pallet.title">
              Exempel: en EUR-pall på cirka {palletKg} kg
            </Trans>
          </h3>
          <dl className={dl}>
            <dt>
              <Trans id="producer.fees.example.business">Utan system, företag</Trans>
            </dt>
            <dd>{formatSek(68.75, lang)}</dd>
            <dt>
              <Trans id="producer.fees.example.private">Utan system, privatperson</Trans>
            </dt>
            <dd>{formatSek(343.75, lang)}</dd>
            <dt>
              <Trans id="producer.fees.example.withSystem">Med Cirkla</Trans>
            </dt>
            <dd>{formatSek(1.25, lang)}</dd>
          </dl>
        </article>
      </div>
    </ContentSection>
  )
}
