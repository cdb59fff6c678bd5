import { Trans, useLingui } from '@lingui/react/macro'
import { ContentSection } from '../../components/content/content-section'
import { CardList } from '../../components/content/card-list'
import { CtaBand } from '../../components/content/cta-band'
import { DataTable } from '../../components/content/data-table'
import {
  formatDate,
  formatNumber,
  formatPercent,
  formatSekPerKg,
} from '../../components/content/format'
import { RelatedLinks } from '../../components/content/related-links'
import { PageIntro } from '../../components/layout/page-intro'
import type { Locale } from '../../i18n/locales'
import { useLang } from '../../i18n/use-lang'

/** Spec §9: lifespan (years), EUR-pallet weight (kg), recycling rate (%) per material. */
const figures = {
  wood: { life: [3, 5], weight: [20, 25], recycling: [80, 90], feeWithout: 2.75, feeWith: 0.05 },
  plastic: {
    life: [10, 15],
    weight: [15, 20],
    recycling: [60, 70],
    feeWithout: 12.9,
    feeWith: 0.05,
  },
  steel: { life: [20], weight: [40, 60], recycling: [95, 100], feeWithout: 12.3, feeWith: 0.06 },
} as const

type Material = keyof typeof figures
const materials: Material[] = ['wood', 'plastic', 'steel']

/** "3–5", or "20+" for an open-ended range. */
const range = (r: readonly number[], lang: Locale) =>
  r.length === 1
    ? `${formatNumber(r[0]!, lang)}+`
    : `${formatNumber(r[0]!, lang)}–${formatNumber(r[1]!, lang)}`
const percentRange = (r: readonly number[], lang: Locale) =>
  `${formatNumber(r[0]!, lang)}–${formatPercent(r[1]!, lang)}`

export function MaterialGuidePage() {
  const lang = useLang()
  const { t } = useLingui()
  const names: Record<Material, string> = {
    wood: t({ id: 'materials.name.wood', message: 'Trä' }),
    plastic: t({ id: 'materials.name.plastic', message: 'Plast' }),
    steel: t({ id: 'materials.name.steel', message: 'Stål' }),
  }
  const years = (r: readonly number[]) => {
    const value = range(r, lang)
    return t({ id: 'materials.table.years', message: `${value} år` })
  }
  const kg = (r: readonly number[]) => {
    const value = range(r, lang)
    return t({ id: 'materials.table.kg', message: `${value} kg` })
  }
  const rows = [
    {
      id: 'lifespan',
      header: t({ id: 'materials.table.lifespan', message: 'Livslängd' }),
      cells: materials.map((m) => years(figures[m].life)),
    },
    {
      id: 'weight',
      header: t({ id: 'materials.table.weight', message: 'Vikt, EUR-pall' }),
      cells: materials.map((m) => kg(figures[m].weight)),
    },
    {
      id: 'recycling',
      header: t({ id: 'materials.table.recycling', message: 'Återvinningsgrad' }),
      cells: materials.map((m) => percentRange(figures[m].recycling, lang)),
    },
  ]
  const plasticFrom = formatDate('2026-01-01', lang)
  const woodWithout = formatSekPerKg(figures.wood.feeWithout, lang)
  const woodWith = formatSekPerKg(figures.wood.feeWith, lang)
  const plasticWithout = formatSekPerKg(figures.plastic.feeWithout, lang)
  const plasticWith = formatSekPerKg(figures.plastic.feeWith, lang)
  const steelWithout = formatSekPerKg(figures.steel.feeWithout, lang)
  const steelWith = formatSekPerKg(figures.steel.feeWith, lang)
  const notes: Record<Material, string> = {
    wood: t({
      id: 'materials.notes.wood',
      message: `Kortast livslängd av de tre materialen. Avgiften är ${woodWithout} utan ett godkänt system och cirka ${woodWith} med ett.`,
    }),
    plastic: t({
      id: 'materials.notes.plastic',
      message: `Lättast av de tre materialen, och håller längre än trä. Från ${plasticFrom} är avgiften ${plasticWithout} utan system och ${plasticWith} med.`,
    }),
    steel: t({
      id: 'materials.notes.steel',
      message: `Tyngst men håller längst och återvinns nästan helt. Avgiften är ${steelWithout} utan system och ${steelWith} med.`,
    }),
  }
  return (
    <>
      <PageIntro
        title={<Trans id="materials.intro.title">Materialguide: trä, plast och stål</Trans>}
        lead={
          <Trans id="materials.intro.lead">
            Jämför livslängd, vikt och återvinningsgrad för lastbärare i trä, plast och stål – och
            vad materialet betyder för förpackningsavgiften.
          </Trans>
        }
      />
      <ContentSection
        id="comparison"
        title={<Trans id="materials.table.title">Materialen sida vid sida</Trans>}
      >
        <DataTable
          id="materials-table"
          caption={
            <Trans id="materials.table.caption">
              Livslängd, vikt för en EUR-pall och återvinningsgrad per material
            </Trans>
          }
          columns={[
            <Trans key="p" id="materials.table.property">
              Egenskap
            </Trans>,
            ...materials.map((m) => names[m]),
          ]}
          rows={rows}
        />
      </ContentSection>
      <ContentSection
        id="notes"
        tone="subtle"
        title={<Trans id="materials.notes.title">Att tänka på per material</Trans>}
      >
        <CardList
          items={materials.map((m) => ({ id: m, title: names[m], text: notes[m] }))}
          columns={3}
        />
      </ContentSection>
      <RelatedLinks
        links={[
          {
            page: '/$lang/producer-responsibility',
            text: (
              <Trans id="materials.related.producer">Så fungerar avgifterna och reglerna.</Trans>
            ),
          },
          {
            page: '/$lang/calculator',
            text: (
              <Trans id="materials.related.calculator">Räkna ut avgiften för era lastbärare.</Trans>
            ),
          },
          {
            page: '/$lang/optimize-fleet',
            text: <Trans id="materials.related.fleet">Få ut mer av varje lastbärare.</Trans>,
          },
        ]}
      />
      <CtaBand
        title={<Trans id="materials.cta.title">Osäker på vilket material som passar?</Trans>}
        text={
          <Trans id="materials.cta.text">
            Vi hjälper er att jämföra kostnad, livslängd och avgift för era flöden.
          </Trans>
        }
        secondary={{
          page: '/$lang/contact',
          label: <Trans id="materials.cta.contact">Kontakta oss</Trans>,
        }}
      />
    </>
  )
}
