import { useSyncExternalStore } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { pageContainer, link } from '../../../styled-system/recipes'
import { site } from '../../config/site'
import { producerFigures } from '../../config/rates'
import { formatPercent } from '../../i18n/format'
import { PhoneLink, PostalAddress } from '../content/contact-details'
import type { Locale } from '../../i18n/locales'
import { pages, type PagePath } from '../../i18n/pages'
import { Logo } from './logo'
import { hydrateOnInteraction } from '../hydration/hydrate-on-interaction'
import { PageLink } from './page-link'

/**
 * The newsletter form is on every page, but TanStack Form and the form's code are in no page's
 * first load (the /sv and /en budgets are 135 KB gzip): the prerendered form hydrates when the
 * visitor turns to it.
 */
const Newsletter = hydrateOnInteraction(
  () => import('./newsletter-form').then((m) => m.NewsletterForm),
  'newsletter-form',
)

const columns: { id: string; title: MessageDescriptor; pages: PagePath[] }[] = [
  {
    id: 'solutions',
    title: msg({ id: 'common.footer.solutions', message: 'Lösningar' }),
    pages: [
      '/$lang/producer-responsibility',
      '/$lang/optimize-fleet',
      '/$lang/calculator',
      '/$lang/sustainability-reporting',
    ],
  },
  {
    id: 'resources',
    title: msg({ id: 'common.footer.resources', message: 'Resurser' }),
    pages: [
      '/$lang/materials/wood-plastic-steel',
      '/$lang/get-started/api',
      '/$lang/get-started/guide',
      '/$lang/get-started/support',
    ],
  },
  {
    id: 'company',
    title: msg({ id: 'common.footer.company', message: 'Företag' }),
    pages: [
      '/$lang/about/meet-team',
      '/$lang/about/customer-cases',
      '/$lang/contact',
      '/$lang/get-started/register',
    ],
  },
]

const legal: PagePath[] = ['/$lang/privacy-policy', '/$lang/terms-of-service', '/$lang/cookies']

const footerLink = link({ variant: 'inverted' })

export function SiteFooter({ lang }: { lang: Locale }) {
  const { t } = useLingui()
  const year = useVisitorYear()
  const product = site.name
  const claimed = formatPercent(producerFigures.claimedReductionPercent, lang)
  return (
    <footer
      className={css({ bg: 'bg.brandDeep', color: 'fg.inverted', pt: '12', pb: '8', mt: '0' })}
    >
      <div className={pageContainer()}>
        <div
          className={css({
            display: 'grid',
            gap: '10',
            gridTemplateColumns: {
              base: '1fr',
              md: 'repeat(2, 1fr)',
              lg: 'repeat(3, 1fr)',
              xl: '1.4fr 1fr 1fr 1fr 1.4fr',
            },
          })}
        >
          <div className={css({ display: 'grid', gap: '4', alignContent: 'start' })}>
            <Logo inverted />
            <p className={css({ color: 'fg.onBrand', textStyle: 'small' })}>
              <Trans id="common.footer.description">
                Cirkla spårar återanvändbara lastbärare – pallar, burar och backar – och hjälper
                företag att uppfylla producentansvaret för förpackningar med upp till {claimed}{' '}
                lägre avgift.
              </Trans>
            </p>
            <address
              className={css({
                fontStyle: 'normal',
                display: 'grid',
                gap: '1',
                textStyle: 'small',
              })}
            >
              <PhoneLink className={footerLink} />
              <a className={footerLink} href={`mailto:${site.email}`}>
                {site.email}
              </a>
              <span className={css({ color: 'fg.onBrand' })}>
                <PostalAddress />
              </span>
            </address>
          </div>
          {columns.map((column) => (
            <nav
              key={column.id}
              aria-labelledby={`footer-${column.id}`}
              className={css({ _print: { display: 'none' } })}
            >
              <h2 id={`footer-${column.id}`} className={columnTitle}>
                {t(column.title)}
              </h2>
              <ul
                className={css({
                  listStyle: 'none',
                  display: 'grid',
                  gap: '2',
                  textStyle: 'small',
                })}
              >
                <FooterLinks list={column.pages} lang={lang} />
              </ul>
            </nav>
          ))}
          <Newsletter />
        </div>
        <div
          className={css({
            mt: '10',
            pt: '6',
            borderTopWidth: '1px',
            borderColor: 'border.onBrand',
            display: 'flex',
            flexWrap: 'wrap',
            gap: '4',
            justifyContent: 'space-between',
            textStyle: 'small',
            color: 'fg.onBrand',
          })}
        >
          <p data-year={year}>
            <Trans id="common.footer.copyright">
              © {year} {product}. Alla rättigheter förbehållna.
            </Trans>
          </p>
          <ul
            className={css({
              listStyle: 'none',
              display: 'flex',
              flexWrap: 'wrap',
              gap: '4',
              _print: { display: 'none' },
            })}
          >
            <FooterLinks list={legal} lang={lang} />
          </ul>
        </div>
      </div>
    </footer>
  )
}

const thisYear = () => new Date().getFullYear()
const noChange = () => () => {}

/**
 * The visitor's year (the spec: "the current year"). The prerendered page can only carry the
 * build's year, and hydration must render what the server rendered: in the browser, the "server
 * snapshot" is therefore the year the prerendered footer says (its data-year, read before React
 * changes it), and React renders the visitor's year right after hydration. A page rendered
 * afresh, or after client-side navigation, has the visitor's year at once.
 */
function useVisitorYear() {
  return useSyncExternalStore(noChange, thisYear, prerenderedYear)
}

function prerenderedYear() {
  if (typeof document === 'undefined') return thisYear()
  return (
    Number(document.querySelector('footer [data-year]')?.getAttribute('data-year')) || thisYear()
  )
}

const columnTitle = css({
  fontSize: 'sm',
  fontWeight: '700',
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: 'fg.onBrandLabel',
  mb: '3',
})

/** A footer column's items: each page's link, named by its registry label. */
function FooterLinks({ list, lang }: { list: readonly PagePath[]; lang: Locale }) {
  const { t } = useLingui()
  return list.map((page) => (
    <li key={page}>
      <PageLink page={page} lang={lang} className={footerLink}>
        {t(pages[page].label)}
      </PageLink>
    </li>
  ))
}
