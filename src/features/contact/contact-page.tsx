import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
import { button, card, pageContainer, link, section } from '../../../styled-system/recipes'
import { ExternalLink } from '../../components/content/external-link'
import { PageIntro } from '../../components/layout/page-intro'
import { PhoneLink, PostalAddress } from '../../components/content/contact-details'
import { isPlaceholder, site } from '../../config/site'
import { ContactMap } from './contact-map'

function Detail({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className={css({ display: 'grid', gap: '1' })}>
      <dt className={css({ fontWeight: '600', color: 'fg.default' })}>{label}</dt>
      <dd className={css({ color: 'fg.muted' })}>{children}</dd>
    </div>
  )
}

export function ContactPage() {
  const { t } = useLingui()
  const country = t({ id: 'contact.address.country', message: 'Sverige' })
  const { street, postalCode, city } = site.address
  const addressPending = isPlaceholder('address')
  const mapIsExample = addressPending || isPlaceholder('mapEmbedUrl')
  return (
    <>
      <PageIntro
        title={<Trans id="contact.intro.title">Kontakta oss</Trans>}
        lead={
          <Trans id="contact.intro.lead">
            Ring, mejla eller boka en demo – vi visar gärna hur Cirkla kan fungera för er.
          </Trans>
        }
      >
        <div>
          <ExternalLink href={site.bookingUrl} className={button({ size: 'lg' })}>
            <Trans id="contact.booking.cta">Boka en demo</Trans>
          </ExternalLink>
        </div>
      </PageIntro>

      <section aria-labelledby="contact-details" className={section()}>
        <div
          className={cx(
            pageContainer(),
            css({
              display: 'grid',
              gap: '8',
              gridTemplateColumns: { base: '1fr', lg: '2fr 3fr' },
              alignItems: 'start',
            }),
          )}
        >
          <div className={card({ tone: 'raised' })}>
            <h2 id="contact-details" className={css({ textStyle: 'h2' })}>
              <Trans id="contact.details.title">Kontaktuppgifter</Trans>
            </h2>
            <dl className={css({ display: 'grid', gap: '4' })}>
              <Detail label={<Trans id="contact.details.phone">Telefon</Trans>}>
                <PhoneLink className={link()} />
              </Detail>
              <Detail label={<Trans id="contact.details.email">E-post</Trans>}>
                <a className={link()} href={`mailto:${site.email}`}>
                  {site.email}
                </a>
              </Detail>
              <Detail label={<Trans id="contact.details.address">Adress</Trans>}>
                <address className={css({ fontStyle: 'normal' })} data-testid="contact-address">
                  {' '}
                  {site.name}
                  <br />
                  <PostalAddress lines />
                  {!addressPending && (
                    <>
                      <br />
                      {country}
                    </>
                  )}
                </address>
              </Detail>
              {site.linkedInUrl && (
                <Detail label={<Trans id="contact.details.social">Sociala medier</Trans>}>
                  <ExternalLink href={site.linkedInUrl}>
                    <Trans id="contact.details.linkedIn">Cirkla på LinkedIn</Trans>
                  </ExternalLink>
                </Detail>
              )}
            </dl>
            <div
              className={css({
                display: 'grid',
                gap: '2',
                pt: '2',
                borderTopWidth: '1px',
                borderColor: 'border.default',
              })}
            >
              <h3 className={css({ textStyle: 'h3' })}>
                <Trans id="contact.booking.title">Se Cirkla i praktiken</Trans>
              </h3>
              <p className={css({ color: 'fg.muted' })}>
                <Trans id="contact.booking.text">
                  Boka en demo direkt i vår kalender. Vi går igenom era flöden och visar hur mycket
                  ni kan spara.
                </Trans>
              </p>
              <div>
                <ExternalLink href={site.bookingUrl} className={button({ visual: 'outline' })}>
                  <Trans id="contact.booking.link">Välj en tid för demo</Trans>
                </ExternalLink>
              </div>
            </div>
          </div>

          <div className={css({ display: 'grid', gap: '4' })}>
            <h2 className={css({ textStyle: 'h2' })}>
              <Trans id="contact.map.title">Hitta till oss</Trans>
            </h2>{' '}
            <p className={css({ color: 'fg.muted' })}>
              {mapIsExample ? (
                // Never present a placeholder location as the office.
                <Trans id="contact.map.example">
                  Vår adress kommer. Kartan är ett exempel och visar inte vårt kontor.
                </Trans>
              ) : (
                <Trans id="contact.map.address">
                  Ni hittar oss på {street}, {postalCode} {city}.
                </Trans>
              )}
            </p>
            <ContactMap example={mapIsExample} />
          </div>
        </div>
      </section>
    </>
  )
}
