import { Trans, useLingui } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
import { badge, button, pageContainer } from '../../../styled-system/recipes'
import { ExternalLink } from '../../components/content/external-link'
import { PageLink } from '../../components/layout/page-link'
import { formatPercent } from '../../i18n/format'
import { producerFigures } from '../../config/rates'
import { site } from '../../config/site'
import type { Locale } from '../../i18n/locales'
import reuseLoop from '../../assets/home/reuse-loop.svg?no-inline'
import { CarrierStrip } from './carrier-strip'

/**
 * The home hero: the page's one h1 (same ids as the PageIntro stub), a badge above it and the two
 * CTAs; from 1024 px the reuse loop fills the right half. The picture is a 2 KB file with its size
 * in the markup (nothing shifts when it arrives) and loads eagerly: it is in the first screen.
 */
export function HomeHero({ lang }: { lang: Locale }) {
  const { t } = useLingui()
  const claimed = formatPercent(producerFigures.claimedReductionPercent, lang)
  return (
    <section
      aria-labelledby="home-title"
      className={css({ bg: 'bg.brandSubtle', pt: { base: '10', md: '16' }, pb: '8' })}
    >
      <div
        className={cx(
          pageContainer(),
          css({
            display: 'grid',
            gap: { base: '5', lg: '10' },
            gridTemplateColumns: {
              base: 'minmax(0, 1fr)',
              lg: 'minmax(0, 1.15fr) minmax(0, 0.85fr)',
            },
            alignItems: 'center',
          }),
        )}
      >
        <div className={css({ display: 'grid', gap: '5', gridTemplateColumns: 'minmax(0, 1fr)' })}>
          <p className={css({ m: '0' })}>
            <span className={cx(badge({ tone: 'brand' }), css({ maxW: 'full' }))}>
              <Trans id="home.hero.badge">Godkänt återanvändningssystem för lastbärare</Trans>
            </span>
          </p>
          <h1
            id="home-title"
            className={css({
              textStyle: 'display',
              color: 'fg.default',
              maxW: '4xl',
            })}
          >
            <Trans id="home.intro.title">
              Spåra lastbärare och sänk förpackningsavgiften med upp till {claimed}
            </Trans>
          </h1>
          <p className={css({ textStyle: 'lead', color: 'fg.muted', maxW: '3xl' })}>
            <Trans id="home.intro.lead">
              Cirkla är det enda generiska återanvändningssystemet för lastbärare som är godkänt av
              Naturvårdsverket. Vi hjälper företag att hålla koll på pallar, burar och backar och
              att uppfylla producentansvaret för förpackningar.
            </Trans>
          </p>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
            <ExternalLink href={site.bookingUrl} className={button({ size: 'lg' })}>
              <Trans id="home.hero.bookDemo">Boka en demo</Trans>
            </ExternalLink>
            <PageLink
              page="/$lang/calculator"
              lang={lang}
              className={button({ visual: 'outline', size: 'lg' })}
            >
              <Trans id="home.hero.calculate">Beräkna er miljöavgift</Trans>
            </PageLink>
          </div>
        </div>
        <img
          src={reuseLoop}
          width={560}
          height={440}
          decoding="async"
          // React's server renderer turns a page's first ten images into high-priority preloads
          // ahead of the stylesheet (this one is hidden below 1024 px); `fetchPriority="low"` is
          // one of the marks React skips (with `loading="lazy"`), so the CSS comes first on a slow phone.
          fetchPriority="low"
          data-hero-picture=""
          alt={t({
            id: 'home.hero.pictureAlt',
            message:
              'Illustration: en pall med QR-kod som går i ett kretslopp från avsändaren, med lastbil till mottagaren och tillbaka igen',
          })}
          className={css({
            display: { base: 'none', lg: 'block' },
            w: 'full',
            h: 'auto',
            maxW: '560px',
            justifySelf: 'center',
          })}
        />
      </div>
      <div className={cx(pageContainer(), css({ mt: '8' }))}>
        <CarrierStrip />
      </div>
    </section>
  )
}
