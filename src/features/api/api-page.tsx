import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
import { badge, card, pageContainer, link, section } from '../../../styled-system/recipes'
import { CardList } from '../../components/content/card-list'
import { PageIntro } from '../../components/layout/page-intro'
import { PageLink } from '../../components/layout/page-link'
import { site } from '../../config/site'
import { useLang } from '../../i18n/use-lang'
import { apiEndpoints, type HttpMethod } from './api-endpoints'
import { CodeIcon, GaugeIcon, InfoIcon, KeyIcon, PulseIcon } from './api-icons'
import { codeText } from './code-styles'
import { hydrateOnInteraction } from '../../components/hydration/hydrate-on-interaction'

const methodTone: Record<HttpMethod, 'brand' | 'accent' | 'neutral'> = {
  GET: 'brand',
  POST: 'accent',
  PUT: 'neutral',
}

export function ApiPage() {
  const { t } = useLingui()
  const lang = useLang()
  const email = site.email
  const features: { id: string; icon: ReactNode; title: string; text: string }[] = [
    {
      id: 'keys',
      icon: <KeyIcon />,
      title: t({
        id: 'api.features.keys.title',
        message: 'API-nycklar med begränsade behörigheter',
      }),
      text: t({
        id: 'api.features.keys.text',
        message: 'Varje nyckel får bara de behörigheter som integrationen behöver.',
      }),
    },
    {
      id: 'rate-limit',
      icon: <GaugeIcon />,
      title: t({ id: 'api.features.rateLimit.title', message: 'Begränsad anropstakt' }),
      text: t({
        id: 'api.features.rateLimit.text',
        message: 'Antalet anrop är begränsat för att skydda tjänsten.',
      }),
    },
    {
      id: 'realtime',
      icon: <PulseIcon />,
      title: t({ id: 'api.features.realtime.title', message: 'Realtidsdata' }),
      text: t({
        id: 'api.features.realtime.text',
        message: 'Status och position för alla lastbärare i samma ögonblick som de registreras.',
      }),
    },
    {
      id: 'open',
      icon: <CodeIcon />,
      title: t({ id: 'api.features.open.title', message: 'Öppet API' }),
      text: t({
        id: 'api.features.open.text',
        message: 'Ett dokumenterat API som ert affärs- eller lagersystem kan kopplas till.',
      }),
    },
  ]

  return (
    <>
      <PageIntro
        title={<Trans id="api.intro.title">API-dokumentation</Trans>}
        lead={
          <Trans id="api.intro.lead">
            Koppla ert affärssystem till Cirkla med vårt öppna API och få realtidsdata för alla
            lastbärare.
          </Trans>
        }
      >
        <aside
          aria-labelledby="api-beta-title"
          className={css({
            display: 'flex',
            gap: '3',
            alignItems: 'flex-start',
            bg: 'bg.accent',
            color: 'fg.default',
            borderRadius: 'lg',
            p: '4',
            maxW: '3xl',
          })}
        >
          <span className={css({ color: 'fg.accent', flexShrink: 0 })}>
            <InfoIcon />
          </span>
          <div className={css({ display: 'grid', gap: '1' })}>
            <h2 id="api-beta-title" className={css({ fontWeight: '700' })}>
              <Trans id="api.beta.title">API:et är under utveckling</Trans>
            </h2>
            <p>
              <Trans id="api.beta.text">
                Betaåtkomst får ni genom att{' '}
                <PageLink page="/$lang/contact" lang={lang} className={link()}>
                  kontakta oss
                </PageLink>{' '}
                eller mejla{' '}
                <a className={link()} href={`mailto:${email}`}>
                  {email}
                </a>
                .
              </Trans>
            </p>
          </div>
        </aside>
      </PageIntro>

      <section aria-labelledby="quick-start" className={section()}>
        <div
          className={cx(
            pageContainer(),
            css({ display: 'grid', gap: '4', '& > *': { maxW: '3xl' } }),
          )}
        >
          <h2 id="quick-start" className={css({ textStyle: 'h2' })}>
            <Trans id="api.quickStart.title">Snabbstart</Trans>
          </h2>
          <p className={css({ color: 'fg.muted' })}>
            <Trans id="api.quickStart.text">
              Alla anrop autentiseras med er API-nyckel som en bearer-token i headern Authorization.
              Börja med att hämta spårningsstatus:
            </Trans>
          </p>
          <div id={QUICK_START_ID}>
            <QuickStart />
          </div>
          <p className={css({ color: 'fg.muted', textStyle: 'small' })}>
            <Trans id="api.quickStart.note">
              Byt ut platshållaren mot nyckeln ni får när ni blir betakund. Håll nyckeln hemlig och
              använd den bara från er server.
            </Trans>
          </p>
        </div>
      </section>

      <section aria-labelledby="endpoints" className={section({ tone: 'subtle' })}>
        <div className={cx(pageContainer(), css({ display: 'grid', gap: '6' }))}>
          <div className={css({ display: 'grid', gap: '2', maxW: '3xl' })}>
            <h2 id="endpoints" className={css({ textStyle: 'h2' })}>
              <Trans id="api.endpoints.title">Slutpunkter</Trans>
            </h2>
            <p className={css({ color: 'fg.muted' })}>
              <Trans id="api.endpoints.lead">
                Fyra slutpunkter täcker spårning, rapportering och optimering. Svaren nedan är bara
                exempel: det slutliga formatet är inte publicerat än.
              </Trans>
            </p>
          </div>
          <ul
            className={css({
              display: 'grid',
              gap: '4',
              gridTemplateColumns: { base: '1fr', lg: 'repeat(2, 1fr)' },
            })}
          >
            {apiEndpoints.map((ep) => (
              <li key={ep.id} id={ep.id} className={card()} data-testid="endpoint">
                <h3
                  className={css({
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    gap: '3',
                  })}
                >
                  <span className={badge({ tone: methodTone[ep.method] })}>{ep.method}</span>
                  <code
                    className={css({
                      fontFamily: 'mono',
                      fontWeight: '600',
                      overflowWrap: 'anywhere',
                    })}
                  >
                    {ep.path}
                  </code>
                </h3>
                <p className={css({ color: 'fg.muted' })}>{t(ep.description)}</p>
                <p className={css({ textStyle: 'small', fontWeight: '600' })}>
                  <Trans id="api.endpoints.exampleResponse">Exempelsvar</Trans>
                </p>
                <pre
                  className={cx(
                    codeText,
                    css({ bg: 'bg.brandDeep', color: 'fg.inverted', borderRadius: 'md' }),
                  )}
                >
                  <code>{ep.exampleResponse}</code>
                </pre>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="api-features" className={section()}>
        <div className={cx(pageContainer(), css({ display: 'grid', gap: '6' }))}>
          <h2 id="api-features" className={css({ textStyle: 'h2' })}>
            <Trans id="api.features.title">Byggt för säkra integrationer</Trans>
          </h2>
          <CardList items={features} columns={4} tone="raised" />
        </div>
      </section>
    </>
  )
}

const QUICK_START_ID = 'quick-start-block'

/**
 * The quick start's copy button (Ark's Clipboard and its state machine, 5.5 KB brotli) is the
 * page's one control, in no first load: the block hydrates when the visitor turns to it, and a
 * press before then copies once it has (quick-start.tsx).
 */
const QuickStart = hydrateOnInteraction(
  () => import('./quick-start').then((m) => m.QuickStart),
  QUICK_START_ID,
)
