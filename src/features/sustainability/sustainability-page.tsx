import { Trans, useLingui } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
import { card, pageContainer } from '../../../styled-system/recipes'
import { BackToTop } from '../../components/content/back-to-top'
import { ContentSection } from '../../components/content/content-section'
import { CtaBand } from '../../components/content/cta-band'
import { DataTable } from '../../components/content/data-table'
import { formatNumber, formatPercent } from '../../i18n/format'
import { RelatedLinks } from '../../components/content/related-links'
import { TableOfContents } from '../../components/content/table-of-contents'
import { PageIntro } from '../../components/layout/page-intro'
import { useLang } from '../../i18n/use-lang'
import { cardGrids } from '../../components/content/card-list'

const h3 = css({ textStyle: 'h3' })
const muted = css({ color: 'fg.muted' })

export function SustainabilityPage() {
  const lang = useLang()
  const { t } = useLingui()
  const rotations = formatNumber(10, lang)
  const share = formatPercent(10, lang)
  const tonnes = formatNumber(50_000, lang)
  const rows = [
    {
      id: 'scope3',
      header: t({
        id: 'sustainability.comparison.scope3',
        message: 'Utsläpp per transport (Scope 3)',
      }),
      cells: [
        t({
          id: 'sustainability.comparison.scope3.with',
          message: `${share} av lastbärarens utsläpp vid ${rotations} rotationer`,
        }),
        t({ id: 'sustainability.comparison.scope3.without', message: 'Hela lastbärarens utsläpp' }),
      ],
    },
    {
      id: 'data',
      header: t({ id: 'sustainability.comparison.data', message: 'Underlag' }),
      cells: [
        t({ id: 'sustainability.comparison.data.with', message: 'Verkliga rörelser i realtid' }),
        t({
          id: 'sustainability.comparison.data.without',
          message: 'Schabloner och uppskattningar',
        }),
      ],
    },
    {
      id: 'report',
      header: t({
        id: 'sustainability.comparison.report',
        message: 'Rapport till Naturvårdsverket',
      }),
      cells: [
        t({ id: 'sustainability.comparison.report.with', message: 'Genereras automatiskt' }),
        t({
          id: 'sustainability.comparison.report.without',
          message: 'Sammanställs för hand',
        }),
      ],
    },
    {
      id: 'audit',
      header: t({ id: 'sustainability.comparison.audit', message: 'Spårbarhet vid revision' }),
      cells: [
        t({ id: 'sustainability.comparison.audit.with', message: 'Varje transaktion är loggad' }),
        t({ id: 'sustainability.comparison.audit.without', message: 'Svår att styrka' }),
      ],
    },
  ]
  // Each title once: the section's heading and its entry in the table of contents.
  const titles = {
    scope3: <Trans id="sustainability.scope3.title">Scope 3 och rotationer</Trans>,
    automation: <Trans id="sustainability.automation.title">Automatisk rapportering</Trans>,
    comparison: (
      <Trans id="sustainability.comparison.title">Med och utan återanvändningssystem</Trans>
    ),
  }
  return (
    <>
      <PageIntro
        title={<Trans id="sustainability.intro.title">Hållbarhets­redovisning</Trans>}
        lead={
          <Trans id="sustainability.intro.lead">
            Minska utsläppen i Scope 3 och låt rapporterna skriva sig själva: med återanvändning
            fördelas utsläppen över antalet rotationer.
          </Trans>
        }
      />
      {/* BackToTop is sticky inside this wrapper: it floats at the bottom of the screen while the
          page scrolls by and rests at the page's end, above the footer (as in LegalDocument). */}
      <div>
        <div className={cx(pageContainer(), css({ pt: { base: '10', md: '14' } }))}>
          <TableOfContents
            className={css({ maxW: 'md' })}
            entries={(['scope3', 'automation', 'comparison'] as const).map((id) => ({
              id,
              label: titles[id],
            }))}
          />
        </div>
        <ContentSection id="scope3" title={titles.scope3} width="prose">
          <div className={css({ display: 'grid', gap: '4', color: 'fg.muted' })}>
            <p>
              <Trans id="sustainability.scope3.p1">
                Scope 3 omfattar de indirekta utsläppen i er värdekedja, och där hamnar
                förpackningar och lastbärare. En engångspall belastar en enda transport med hela
                sitt klimatavtryck.
              </Trans>
            </p>
            <p>
              <Trans id="sustainability.scope3.p2">
                En återanvänd lastbärare delar i stället upp utsläppet på antalet rotationer. Går
                den {rotations} rotationer bär varje rotation {share} av utsläppet – och ju fler
                rotationer, desto lägre blir siffran.
              </Trans>
            </p>
            <p>
              <Trans id="sustainability.scope3.p3">
                Tillsammans kan svenska företag spara {tonnes}&nbsp;ton koldioxid genom att
                återanvända lastbärarna i stället för att tappa bort dem.
              </Trans>
            </p>
          </div>
        </ContentSection>
        <ContentSection id="automation" tone="subtle" title={titles.automation}>
          <ul className={cardGrids[3]}>
            <li className={card()}>
              <h3 className={h3}>
                <Trans id="sustainability.automation.collect.title">Data samlas in löpande</Trans>
              </h3>
              <p className={muted}>
                <Trans id="sustainability.automation.collect.text">
                  Varje skanning blir en transaktion med material, plats och tid.
                </Trans>
              </p>
            </li>
            <li className={card()}>
              <h3 className={h3}>
                <Trans id="sustainability.automation.agency.title">
                  Rapport till Naturvårdsverket
                </Trans>
              </h3>
              <p className={muted}>
                <Trans id="sustainability.automation.agency.text">
                  Rapporten genereras automatiskt med mängder per material och period.
                </Trans>
              </p>
            </li>
            <li className={card()}>
              <h3 className={h3}>
                <Trans id="sustainability.automation.csrd.title">
                  Klart för hållbarhetsredovisningen
                </Trans>
              </h3>
              <p className={muted}>
                <Trans id="sustainability.automation.csrd.text">
                  Utsläpp per rotation och returgrad finns med i rapporterna.
                </Trans>
              </p>
            </li>
          </ul>
        </ContentSection>
        <ContentSection id="comparison" title={titles.comparison}>
          <DataTable
            id="sustainability-table"
            caption={
              <Trans id="sustainability.comparison.caption">
                Hållbarhetsredovisning med Cirkla jämfört med engångsförpackningar
              </Trans>
            }
            columns={[
              <Trans key="a" id="sustainability.comparison.aspect">
                Område
              </Trans>,
              <Trans key="w" id="sustainability.comparison.with">
                Med Cirkla
              </Trans>,
              <Trans key="o" id="sustainability.comparison.without">
                Utan system
              </Trans>,
            ]}
            rows={rows}
          />
        </ContentSection>
        <RelatedLinks
          links={[
            {
              page: '/$lang/producer-responsibility',
              text: (
                <Trans id="sustainability.related.producer">
                  Avgifter och regler för förpackningar.
                </Trans>
              ),
            },
            {
              page: '/$lang/optimize-fleet',
              text: (
                <Trans id="sustainability.related.fleet">Fler rotationer per lastbärare.</Trans>
              ),
            },
            {
              page: '/$lang/about/customer-cases',
              text: <Trans id="sustainability.related.cases">Resultat från en kund.</Trans>,
            },
          ]}
        />
        <CtaBand
          title={<Trans id="sustainability.cta.title">Gör Scope 3 till en styrka</Trans>}
          text={
            <Trans id="sustainability.cta.text">
              Boka en demo och se hur rapporterna tas fram automatiskt.
            </Trans>
          }
          secondary={{
            page: '/$lang/contact',
            label: <Trans id="sustainability.cta.contact">Kontakta oss</Trans>,
          }}
        />
        <BackToTop />
      </div>
    </>
  )
}
