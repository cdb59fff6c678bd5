import { Trans, useLingui } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
import { card, link } from '../../../styled-system/recipes'
import { CardList, cardGrids } from '../../components/content/card-list'
import { ContentSection } from '../../components/content/content-section'
import { DataTable } from '../../components/content/data-table'
import { ExternalLink } from '../../components/content/external-link'
import { formatNumber, formatPercent, formatSekPerKg } from '../../i18n/format'
import { feesPerKgSek, producerFigures } from '../../config/rates'
import type { Locale } from '../../i18n/locales'
import { producerLinks } from './producer-links'

const muted = css({ color: 'fg.muted' })
const h3 = css({ textStyle: 'h3' })

/** The four steps, benefits, sustainability comparison, EU 2030, external links and sources. */
export function ProducerGuidance({ lang }: { lang: Locale }) {
  const { t, i18n } = useLingui()
  const { minReturnRatePercent, savingsPercent } = producerFigures
  const minReturn = formatPercent(minReturnRatePercent, lang)
  const savingsFrom = formatNumber(savingsPercent.min, lang)
  const savingsTo = formatPercent(savingsPercent.max, lang)
  const rotations = formatNumber(10, lang)
  const share = formatPercent(10, lang)
  const wood = feesPerKgSek('wood')
  const feeWithout = formatSekPerKg(wood.business, lang)
  const feeWith = formatSekPerKg(wood.withSystem, lang)
  const steps = [
    {
      id: 'register',
      title: t({
        id: 'producer.steps.register.title',
        message: 'Registrera er hos Naturvårdsverket',
      }),
      text: t({
        id: 'producer.steps.register.text',
        message: 'Registrera företaget som producent av förpackningar hos Naturvårdsverket.',
      }),
    },
    {
      id: 'join',
      title: t({
        id: 'producer.steps.join.title',
        // Not "producentansvarsorganisation": 28 letters do not fit a heading's line at 320 px.
        message: 'Anslut er till en organisation för producentansvar',
      }),
      text: t({
        id: 'producer.steps.join.text',
        message: 'Välj en producentansvarsorganisation, till exempel NPA eller TMR.',
      }),
    },
    {
      id: 'report',
      title: t({
        id: 'producer.steps.report.title',
        message: 'Rapportera mängder per material varje kvartal',
      }),
      text: t({
        id: 'producer.steps.report.text',
        message:
          'Ange hur många kilo trä, plast, stål och andra material ni har släppt ut på marknaden.',
      }),
    },
    {
      id: 'reuse',
      title: t({
        id: 'producer.steps.reuse.title',
        message: 'Anslut era lastbärare i trä till ett återanvändningssystem',
      }),
      text: t({
        id: 'producer.steps.reuse.text',
        message:
          'Lastbärare i ett godkänt system som Cirkla får den reducerade avgiften i stället för full avgift.',
      }),
    },
  ]
  const benefits = [
    {
      id: 'fee',
      title: t({ id: 'producer.benefits.fee.title', message: 'Lägre avgift' }),
      text: t({
        id: 'producer.benefits.fee.text',
        message: `Från ${feeWithout} till cirka ${feeWith} för trä.`,
      }),
    },
    {
      id: 'savings',
      title: t({ id: 'producer.benefits.savings.title', message: 'Lägre kostnader totalt' }),
      text: t({
        id: 'producer.benefits.savings.text',
        message: `Besparingar på ${savingsFrom}–${savingsTo}.`,
      }),
    },
    {
      id: 'qualify',
      title: t({ id: 'producer.benefits.qualify.title', message: 'Tydligt krav att nå' }),
      text: t({
        id: 'producer.benefits.qualify.text',
        message: `Systemet kvalificerar sig med en returgrad på minst ${minReturn}, och Cirkla mäter den åt er.`,
      }),
    },
    {
      id: 'reporting',
      title: t({
        id: 'producer.benefits.reporting.title',
        message: 'Rapporter utan manuellt arbete',
      }),
      text: t({
        id: 'producer.benefits.reporting.text',
        message: 'Kvartalsrapporten per material tas fram automatiskt ur spårningen.',
      }),
    },
  ]
  const sustainabilityRows = [
    {
      id: 'scope3',
      header: t({ id: 'producer.sustainability.scope3', message: 'Utsläpp i Scope 3' }),
      cells: [
        t({
          id: 'producer.sustainability.scope3.with',
          message: `Fördelas över rotationerna: ${rotations} rotationer ger ${share} per rotation`,
        }),
        t({
          id: 'producer.sustainability.scope3.without',
          message: 'Hela utsläppet belastar en enda användning',
        }),
      ],
    },
    {
      id: 'data',
      header: t({ id: 'producer.sustainability.data', message: 'Underlag' }),
      cells: [
        t({
          id: 'producer.sustainability.data.with',
          message: 'Verkliga rörelser, registrerade löpande',
        }),
        t({ id: 'producer.sustainability.data.without', message: 'Uppskattningar i efterhand' }),
      ],
    },
    {
      id: 'report',
      header: t({ id: 'producer.sustainability.report', message: 'Rapport till Naturvårdsverket' }),
      cells: [
        t({ id: 'producer.sustainability.report.with', message: 'Genereras automatiskt' }),
        t({ id: 'producer.sustainability.report.without', message: 'Sammanställs för hand' }),
      ],
    },
  ]
  return (
    <>
      <ContentSection
        id="steps"
        tone="subtle"
        title={<Trans id="producer.steps.title">Fyra steg till efterlevnad</Trans>}
      >
        <ol className={cardGrids[2]}>
          {steps.map((s, i) => (
            <li key={s.id} className={card()}>
              <h3 className={h3}>
                <span aria-hidden="true" className={css({ color: 'fg.brand', mr: '2' })}>
                  {formatNumber(i + 1, lang)}.
                </span>
                {s.title}
              </h3>
              <p className={muted}>{s.text}</p>
            </li>
          ))}
        </ol>
      </ContentSection>

      <ContentSection
        id="benefits"
        title={<Trans id="producer.benefits.title">Fördelarna med ett godkänt system</Trans>}
      >
        <CardList items={benefits} columns={4} tone="brand" />
      </ContentSection>

      <ContentSection
        id="sustainability"
        tone="subtle"
        title={
          <Trans id="producer.sustainability.title">
            Hållbarhetsredovisningen – med och utan återanvändning
          </Trans>
        }
      >
        <DataTable
          id="producer-sustainability-table"
          caption={
            <Trans id="producer.sustainability.caption">
              Så påverkar ett återanvändningssystem hållbarhetsredovisningen
            </Trans>
          }
          columns={[
            <Trans key="a" id="producer.sustainability.aspect">
              Område
            </Trans>,
            <Trans key="w" id="producer.sustainability.with">
              Med Cirkla
            </Trans>,
            <Trans key="o" id="producer.sustainability.without">
              Engångsförpackning utan system
            </Trans>,
          ]}
          rows={sustainabilityRows}
        />
      </ContentSection>

      <ContentSection
        id="eu"
        title={<Trans id="producer.eu.title">EU:s förpackningsförordning: krav till 2030</Trans>}
        width="prose"
      >
        <div className={css({ display: 'grid', gap: '4', color: 'fg.muted' })}>
          <p>
            <Trans id="producer.eu.p1">
              EU:s förpackningsförordning kräver att förpackningar ska vara återanvändbara eller
              återvinningsbara senast 2030.
            </Trans>
          </p>
          <p>
            <Trans id="producer.eu.p2">
              Den som redan i dag spårar sina lastbärare och har data om rotationer och returgrad
              står väl rustad när kraven skärps.
            </Trans>
          </p>
        </div>
      </ContentSection>

      <ContentSection
        id="links"
        tone="subtle"
        title={<Trans id="producer.links.title">Myndigheter och organisationer</Trans>}
      >
        <ul className={cardGrids[2]}>
          {producerLinks.map((l) => (
            <li key={l.id} className={card()}>
              <ExternalLink href={l.href} className={cx(link(), css({ fontWeight: '700' }))}>
                {i18n._(l.name)}
              </ExternalLink>
              <p className={muted}>{i18n._(l.text)}</p>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection
        id="sources"
        title={<Trans id="producer.sources.title">Källor</Trans>}
        width="prose"
      >
        <ul
          className={css({
            listStyle: 'disc',
            pl: '5',
            display: 'grid',
            gap: '2',
            color: 'fg.muted',
          })}
        >
          {/* The spec gives a source list and nothing about what each source says: the names only. */}
          {producerLinks.map((l) => (
            <li key={l.id}>{i18n._(l.name)}</li>
          ))}
        </ul>
      </ContentSection>
    </>
  )
}
