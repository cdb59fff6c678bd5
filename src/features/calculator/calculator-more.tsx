import { Trans, useLingui } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
import { button, card, pageContainer, link, section } from '../../../styled-system/recipes'
import type { Locale } from '../../i18n/locales'
import { pages, type PagePath } from '../../i18n/pages'
import { site } from '../../config/site'
import { ExternalLink } from '../../components/content/external-link'
import { PageLink } from '../../components/layout/page-link'

/** Where to go next: book a demo or get in touch, or read on about the rules and materials. */
export function CalculatorMore({ lang }: { lang: Locale }) {
  const { t } = useLingui()
  const related: { page: PagePath; text: string }[] = [
    {
      page: '/$lang/producer-responsibility',
      text: t({
        id: 'calculator.related.producer',
        message:
          'Vad producentansvaret kräver av ditt företag och hur avgifterna skiljer sig med och utan system.',
      }),
    },
    {
      page: '/$lang/materials/wood-plastic-steel',
      text: t({
        id: 'calculator.related.materials',
        message: 'Trä, plast eller stål: livslängd, vikt och återvinningsgrad jämförda.',
      }),
    },
    {
      page: '/$lang/optimize-fleet',
      text: t({
        id: 'calculator.related.fleet',
        message: 'Färre förlorade lastbärare och snabbare returer med spårning i realtid.',
      }),
    },
  ]

  return (
    <>
      <section aria-labelledby="calculator-cta-heading" className={section({ tone: 'deep' })}>
        <div className={`${pageContainer()} ${css({ display: 'grid', gap: '5', maxW: '3xl' })}`}>
          <h2 id="calculator-cta-heading" className={css({ textStyle: 'h2' })}>
            <Trans id="calculator.cta.heading">Vill du sänka avgiften på riktigt?</Trans>
          </h2>
          <p className={css({ textStyle: 'lead' })}>
            <Trans id="calculator.cta.text">
              Vi visar hur Cirkla spårar dina lastbärare och hur du ansluter till ett godkänt
              återanvändningssystem. Boka en demo eller hör av dig.
            </Trans>
          </p>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
            <ExternalLink
              href={site.bookingUrl}
              className={button({ visual: 'inverted', size: 'lg' })}
            >
              <Trans id="calculator.cta.demo">Boka en demo</Trans>
            </ExternalLink>
            <PageLink
              page="/$lang/contact"
              lang={lang}
              className={cx(
                button({ visual: 'outline', size: 'lg' }),
                css({
                  bg: 'transparent',
                  color: 'fg.inverted',
                  borderColor: 'fg.inverted',
                  _hover: { bg: 'bg.brandHover' },
                }),
              )}
            >
              <Trans id="calculator.cta.contact">Kontakta oss</Trans>
            </PageLink>
          </div>
        </div>
      </section>
      <section aria-labelledby="calculator-related-heading" className={section()}>
        <div className={`${pageContainer()} ${css({ display: 'grid', gap: '6' })}`}>
          <h2
            id="calculator-related-heading"
            className={css({ textStyle: 'h2', color: 'fg.default' })}
          >
            <Trans id="calculator.related.heading">Läs mer</Trans>
          </h2>
          <ul
            className={css({
              display: 'grid',
              gap: '4',
              gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
            })}
          >
            {related.map((item) => (
              <li key={item.page} className={card()}>
                <PageLink
                  page={item.page}
                  lang={lang}
                  className={cx(link(), css({ fontWeight: '700', fontSize: 'lg' }))}
                >
                  {t(pages[item.page].label)}
                </PageLink>
                <p className={css({ color: 'fg.muted' })}>{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
