import { Trans, useLingui } from '@lingui/react/macro'
import { ContentSection } from '../../components/content/content-section'
import { CardList } from '../../components/content/card-list'
import { CtaBand } from '../../components/content/cta-band'
import { DataTable } from '../../components/content/data-table'
import { formatDate, formatNumber, formatPercent, formatSekPerKg } from '../../i18n/format'
import { RelatedLinks } from '../../components/content/related-links'
import { PageIntro } from '../../components/layout/page-intro'
import { materialFacts, materials, type FigureRange, type Material } from '../../config/materials'
import { feesPerKgSek, rates } from '../../config/rates'
import type { Locale } from '../../i18n/locales'
import { useLang } from '../../i18n/use-lang'

/** A spec range as the table shows it: from–to, or from+ when it is open-ended. */
const range = (r: FigureRange, lang: Locale) =>
  r.max === undefined
    ? `${formatNumber(r.min, lang)}+`
    : `${formatNumber(r.min, lang)}–${formatNumber(r.max, lang)}`
/** A percentage range with one sign, after the second figure. */
const percentRange = (r: FigureRange, lang: Locale) =>
  r.max === undefined
    ? `${formatPercent(r.min, lang)}+`
    : `${formatNumber(r.min, lang)}–${formatPercent(r.max, lang)}`

export function MaterialGuidePage() {
  const lang = useLang()
  const { t } = useLingui()
  const names: Record<Material, string> = {
    wood: t({ id: 'materials.name.wood', message: 'Trä' }),
    plastic: t({ id: 'materials.name.plastic', message: 'Plast' }),
    steel: t({ id: 'materials.name.steel', message: 'Stål' }),
  }
  const years = (r: FigureRange) => {
    const value = range(r, lang)
    return t({ id: 'materials.table.years', message: `${value} år` })
  }
  const kg = (r: FigureRange) => {
    const value = range(r, lang)
    return t({ id: 'materials.table.kg', message: `${value}\u00a0kg` })
  }
  const rows = [
    {
      id: 'lifespan',
      header: t({ id: 'materials.table.lifespan', message: 'Livslängd' }),
      cells: materials.map((m) => years(materialFacts[m].lifespanYears)),
    },
    {
      id: 'weight',
      header: t({ id: 'materials.table.weight', message: 'Vikt, EUR-pall' }),
      cells: materials.map((m) => kg(materialFacts[m].palletWeightKg)),
    },
    {
      id: 'recycling',
      header: t({ id: 'materials.table.recycling', message: 'Återvinningsgrad' }),
      cells: materials.map((m) => percentRange(materialFacts[m].recyclingPercent, lang)),
    },
  ]
  const fees = {
    wood: feesPerKgSek('wood'),
    plastic: feesPerKgSek('plastic'),
    steel: feesPerKgSek('steel'),
  }
  const plasticFrom = formatDate(rates.perKg.plastic.appliesFrom, lang)
  const woodWithout = formatSekPerKg(fees.wood.business, lang)
  const woodWith = formatSekPerKg(fees.wood.withSystem, lang)
  const plasticWithout = formatSekPerKg(fees.plastic.business, lang)
  const plasticWith = formatSekPerKg(fees.plastic.withSystem, lang)
  const steelWithout = formatSekPerKg(fees.steel.business, lang)
  const steelWith = formatSekPerKg(fees.steel.withSystem, lang)
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
