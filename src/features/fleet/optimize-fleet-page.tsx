import { Trans, useLingui } from '@lingui/react/macro'
import { CardList } from '../../components/content/card-list'
import { ContentSection } from '../../components/content/content-section'
import { CtaBand } from '../../components/content/cta-band'
import { formatNumber, formatPercent, formatSek } from '../../i18n/format'
import { OnboardingSteps } from '../../components/content/onboarding-steps'
import { RelatedLinks } from '../../components/content/related-links'
import { StatGrid } from '../../components/content/stat-grid'
import { PageIntro } from '../../components/layout/page-intro'
import { useLang } from '../../i18n/use-lang'

export function OptimizeFleetPage() {
  const lang = useLang()
  const { t } = useLingui()
  const lost = formatNumber(700_000, lang)
  const maxFees = formatSek(2_000_000, lang)
  const companies = formatNumber(150, lang)
  const returnRate = formatPercent(93, lang)
  const perMonth = formatNumber(50_000, lang)
  const speed = formatNumber(2, lang)
  const benefits = [
    {
      id: 'losses',
      title: t({ id: 'fleet.benefits.losses.title', message: 'Mindre svinn' }),
      text: t({
        id: 'fleet.benefits.losses.text',
        message: `Varje år försvinner ${lost} lastbärare i Sverige. Med spårning ser ni var era lastbärare hamnar och kan kräva tillbaka dem.`,
      }),
    },
    {
      id: 'capital',
      title: t({ id: 'fleet.benefits.capital.title', message: 'Mindre bundet kapital' }),
      text: t({
        id: 'fleet.benefits.capital.text',
        message:
          'När lastbärarna roterar snabbare behövs färre av dem. Pengarna kan användas till annat.',
      }),
    },
    {
      id: 'fees',
      title: t({ id: 'fleet.benefits.fees.title', message: 'Lägre avgifter' }),
      text: t({
        id: 'fleet.benefits.fees.text',
        message: `Utan ett godkänt system kan förpackningsavgiften bli upp till ${maxFees} per år för ett enskilt företag.`,
      }),
    },
  ]
  const features = [
    {
      id: 'tracking',
      title: t({ id: 'fleet.features.tracking.title', message: 'Spårning med QR och RFID' }),
      text: t({
        id: 'fleet.features.tracking.text',
        message: 'Märk lastbärarna med QR-koder eller RFID-taggar och registrera varje rörelse.',
      }),
    },
    {
      id: 'realtime',
      title: t({ id: 'fleet.features.realtime.title', message: 'Realtidsdata' }),
      text: t({
        id: 'fleet.features.realtime.text',
        message: 'Se var varje lastbärare finns just nu – inte först vid månadsskiftet.',
      }),
    },
    {
      id: 'balances',
      title: t({ id: 'fleet.features.balances.title', message: 'Saldon per motpart' }),
      text: t({
        id: 'fleet.features.balances.text',
        message:
          'Se hur många lastbärare varje motpart har, beräknat ur de registrerade transaktionerna.',
      }),
    },
    {
      id: 'scope3',
      title: t({
        id: 'fleet.features.scope3.title',
        message: 'Underlag för hållbarhetsredovisningen',
      }),
      text: t({
        id: 'fleet.features.scope3.text',
        message:
          'Utsläppen från varje lastbärare fördelas över antalet rotationer i er redovisning av Scope 3.',
      }),
    },
    {
      id: 'reports',
      title: t({ id: 'fleet.features.reports.title', message: 'Rapporter för producentansvaret' }),
      text: t({
        id: 'fleet.features.reports.text',
        message: 'Mängder per material och kvartal, klara att skicka vidare.',
      }),
    },
    {
      id: 'api',
      title: t({ id: 'fleet.features.api.title', message: 'Öppet API' }),
      text: t({
        id: 'fleet.features.api.text',
        message: 'Koppla Cirkla till affärssystem, lagersystem och transportsystem.',
      }),
    },
  ]
  const results = [
    {
      id: 'reuse',
      value: formatPercent(40, lang, { signed: true }),
      label: t({ id: 'fleet.results.reuse', message: 'återanvändning' }),
    },
    {
      id: 'co2',
      value: formatPercent(-30, lang, { signed: true }),
      label: t({ id: 'fleet.results.co2', message: 'koldioxidutsläpp' }),
    },
    {
      id: 'speed',
      value: t({ id: 'fleet.results.speed.value', message: `${speed}×` }),
      label: t({ id: 'fleet.results.speed', message: 'snabbare returer' }),
    },
  ]
  return (
    <>
      <PageIntro
        breadcrumb="/$lang/optimize-fleet"
        title={<Trans id="fleet.intro.title">Optimera er lastbärarflotta</Trans>}
        lead={
          <Trans id="fleet.intro.lead">
            Se var varje pall, bur och back finns i realtid, minska svinnet och få tillbaka
            lastbärarna snabbare: +40&nbsp;% återanvändning, −30&nbsp;% CO₂ och dubbelt så snabba
            returer.
          </Trans>
        }
      />
      <ContentSection
        id="benefits"
        title={<Trans id="fleet.benefits.title">Därför lönar det sig</Trans>}
      >
        <CardList items={benefits} columns={3} tone="brand" />
      </ContentSection>
      <ContentSection
        id="features"
        tone="subtle"
        title={<Trans id="fleet.features.title">Sex funktioner i plattformen</Trans>}
        intro={
          <Trans id="fleet.features.intro">
            Över {companies} företag använder Cirkla och registrerar mer än {perMonth} transaktioner
            i månaden.
          </Trans>
        }
      >
        <CardList items={features} columns={3} />
      </ContentSection>
      <ContentSection
        id="results"
        tone="deep"
        title={<Trans id="fleet.results.title">Resultat i siffror</Trans>}
        intro={<Trans id="fleet.results.intro">Returgraden i systemet är {returnRate}.</Trans>}
      >
        <StatGrid stats={results} inverted />
      </ContentSection>
      <OnboardingSteps />
      <RelatedLinks
        links={[
          {
            page: '/$lang/calculator',
            text: (
              <Trans id="fleet.related.calculator">
                Räkna ut förpackningsavgiften för er flotta.
              </Trans>
            ),
          },
          {
            page: '/$lang/materials/wood-plastic-steel',
            text: (
              <Trans id="fleet.related.materials">Välj rätt material för era lastbärare.</Trans>
            ),
          },
          {
            page: '/$lang/contact',
            text: <Trans id="fleet.related.contact">Prata med oss om era flöden.</Trans>,
          },
        ]}
      />
      <CtaBand
        title={<Trans id="fleet.cta.title">Se er flotta i realtid</Trans>}
        text={
          <Trans id="fleet.cta.text">
            Boka en demo så visar vi hur Cirkla fungerar med era lastbärare.
          </Trans>
        }
        secondary={{
          page: '/$lang/contact',
          label: <Trans id="fleet.cta.contact">Kontakta oss</Trans>,
        }}
      />
    </>
  )
}
