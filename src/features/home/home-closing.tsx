import { Trans, useLingui } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { card, link } from '../../../styled-system/recipes'
import { PhoneLink } from '../../components/content/contact-details'
import { ContentSection } from '../../components/content/content-section'
import { CtaBand } from '../../components/content/cta-band'
import { ExternalLink } from '../../components/content/external-link'
import { Faq } from '../../components/content/faq'
import { OnboardingSteps } from '../../components/content/onboarding-steps'
import { RelatedLinks } from '../../components/content/related-links'
import { formatPercent } from '../../i18n/format'
import { producerFigures } from '../../config/rates'
import { site } from '../../config/site'
import type { Locale } from '../../i18n/locales'
import { homeFaq } from './home-faq'
import { cardGrids } from '../../components/content/card-list'

/** Onboarding, FAQ, related links, the contact section (#contact) and the closing CTA. */
export function HomeClosing({ lang }: { lang: Locale }) {
  const { i18n } = useLingui()
  const label = css({ fontWeight: '700' })
  const claimed = formatPercent(producerFigures.claimedReductionPercent, lang)
  return (
    <>
      <OnboardingSteps />
      <ContentSection
        id="faq"
        title={<Trans id="home.faq.title">Vanliga frågor</Trans>}
        width="prose"
      >
        <Faq items={homeFaq(i18n, lang)} />
      </ContentSection>
      <RelatedLinks
        links={[
          {
            page: '/$lang/producer-responsibility',
            text: (
              <Trans id="home.related.producer">
                Avgifter, regler och de fyra stegen till efterlevnad.
              </Trans>
            ),
          },
          {
            page: '/$lang/calculator',
            text: (
              <Trans id="home.related.calculator">
                Räkna ut vad förpackningsavgiften kostar er i dag.
              </Trans>
            ),
          },
          {
            page: '/$lang/optimize-fleet',
            text: (
              <Trans id="home.related.fleet">Fler returer, mindre svinn och lägre utsläpp.</Trans>
            ),
          },
        ]}
      />
      <ContentSection
        id="contact"
        title={<Trans id="home.contact.title">Kontakta oss</Trans>}
        intro={
          <Trans id="home.contact.intro">
            Har ni frågor om producentansvar eller vill se Cirkla i praktiken? Hör av er.
          </Trans>
        }
      >
        <ul className={cardGrids[3]}>
          <li className={card()}>
            <span className={label}>
              <Trans id="home.contact.phone">Telefon</Trans>
            </span>
            <PhoneLink className={link()} />
          </li>
          <li className={card()}>
            <span className={label}>
              <Trans id="home.contact.email">E-post</Trans>
            </span>
            <a href={`mailto:${site.email}`} className={link()}>
              {site.email}
            </a>
          </li>
          <li className={card()}>
            <span className={label}>
              <Trans id="home.contact.demo">Demo</Trans>
            </span>
            <ExternalLink href={site.bookingUrl}>
              <Trans id="home.contact.book">Boka en tid i vår kalender</Trans>
            </ExternalLink>
          </li>
        </ul>
      </ContentSection>
      <CtaBand
        title={<Trans id="home.cta.title">Redo att sänka avgiften med upp till {claimed}?</Trans>}
        text={
          <Trans id="home.cta.text">Boka en demo så visar vi vad Cirkla kan spara åt er.</Trans>
        }
        secondary={{
          page: '/$lang/calculator',
          label: <Trans id="home.cta.calculate">Beräkna er miljöavgift</Trans>,
        }}
      />
    </>
  )
}
