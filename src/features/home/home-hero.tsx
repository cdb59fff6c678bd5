import { Trans } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
import { badge, button, pageContainer } from '../../../styled-system/recipes'
import { ExternalLink } from '../../components/content/external-link'
import { PageLink } from '../../components/layout/page-link'
import { site } from '../../config/site'
import type { Locale } from '../../i18n/locales'
import { CarrierStrip } from './carrier-strip'

/** The home hero: the page's one h1 (same ids as the PageIntro stub), a badge above it and the two CTAs. */
export function HomeHero({ lang }: { lang: Locale }) {
  return (
    <section aria-labelledby="home-title" className={css({ bg: 'bg.brandSubtle', pt: { base: '10', md: '16' }, pb: '8' })}>
      <div className={cx(pageContainer(), css({ display: 'grid', gap: '5', gridTemplateColumns: 'minmax(0, 1fr)' }))}>
        <p className={css({ m: '0' })}>
          <span className={cx(badge({ tone: 'brand' }), css({ maxW: 'full' }))}>
            <Trans id="home.hero.badge">Godkänt återanvändningssystem för lastbärare</Trans>
          </span>
        </p>
        <h1 id="home-title" className={css({ textStyle: 'display', fontSize: 'clamp(1.6rem, 0.9rem + 3.6vw, 3.25rem)', overflowWrap: 'break-word', color: 'fg.default', maxW: '4xl' })}>
          <Trans id="home.intro.title">Spåra lastbärare och sänk förpackningsavgiften med upp till 99,5 %</Trans>
        </h1>
        <p className={css({ textStyle: 'lead', color: 'fg.muted', maxW: '3xl' })}>
          <Trans id="home.intro.lead">Cirkla är det enda generiska återanvändningssystemet för lastbärare som är godkänt av Naturvårdsverket. Vi hjälper företag att hålla koll på pallar, burar och backar och att uppfylla producentansvaret för förpackningar.</Trans>
        </p>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          <ExternalLink href={site.bookingUrl} className={button({ size: 'lg' })}>
            <Trans id="home.hero.bookDemo">Boka en demo</Trans>
          </ExternalLink>
          <PageLink page="/$lang/calculator" lang={lang} className={button({ visual: 'outline', size: 'lg' })}>
            <Trans id="home.hero.calculate">Beräkna din miljöavgift</Trans>
          </PageLink>
        </div>
      </div>
      <div className={cx(pageContainer(), css({ mt: '8' }))}>
        <CarrierStrip />
      </div>
    </section>
  )
}
