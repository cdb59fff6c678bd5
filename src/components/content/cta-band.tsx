import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
import { button, pageContainer, section } from '../../../styled-system/recipes'
import { site } from '../../config/site'
import type { PagePath } from '../../i18n/pages'
import { useLang } from '../../i18n/use-lang'
import { PageLink } from '../layout/page-link'
import { ExternalLink } from './external-link'

/**
 * Closing call to action: book a demo on the external calendar, plus an optional internal
 * second step (usually the calculator or the contact page) with its own label.
 */
export function CtaBand(props: {
  id?: string
  title: ReactNode
  text: ReactNode
  secondary?: { page: PagePath; label: ReactNode; hash?: string }
}) {
  const lang = useLang()
  const headingId = `${props.id ?? 'cta'}-title`
  return (
    <section id={props.id} aria-labelledby={headingId} className={section({ tone: 'deep' })}>
      <div
        className={cx(
          pageContainer({ width: 'prose' }),
          css({ display: 'grid', gap: '5', textAlign: 'center', justifyItems: 'center' }),
        )}
      >
        <h2 id={headingId} className={css({ textStyle: 'h2' })}>
          {props.title}
        </h2>
        <p className={css({ textStyle: 'lead', color: 'fg.onBrand' })}>{props.text}</p>
        <div
          className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'center' })}
        >
          <ExternalLink
            href={site.bookingUrl}
            className={button({ visual: 'inverted', size: 'lg' })}
          >
            <Trans id="common.ctaBand.bookDemo">Boka en demo</Trans>
          </ExternalLink>
          {props.secondary && (
            <PageLink
              page={props.secondary.page}
              lang={lang}
              hash={props.secondary.hash}
              className={cx(
                button({ visual: 'outline', size: 'lg' }),
                css({
                  bg: 'transparent',
                  color: 'fg.inverted',
                  borderColor: 'border.onBrandStrong',
                  _hover: { bg: 'bg.brandStrong' },
                }),
              )}
            >
              {props.secondary.label}
            </PageLink>
          )}
        </div>
      </div>
    </section>
  )
}
