import { Trans, useLingui } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
import { card, pageContainer, link, section } from '../../../styled-system/recipes'
import { PhoneLink } from '../../components/content/contact-details'
import { Faq } from '../../components/content/faq'
import { PageIntro } from '../../components/layout/page-intro'
import { PageLink } from '../../components/layout/page-link'
import { site } from '../../config/site'
import { useLang } from '../../i18n/use-lang'
import { supportFaq } from './support-faq'
import { SupportForm } from './support-form'

const term = css({ fontWeight: '600', color: 'fg.default' })
const value = css({ color: 'fg.muted', mb: '3' })

export function SupportPage() {
  const { t } = useLingui()
  const lang = useLang()
  return (
    <>
      <PageIntro
        title={<Trans id="support.intro.title">Support</Trans>}
        lead={
          <Trans id="support.intro.lead">
            Vi svarar inom 2 timmar, vardagar 9–17. Skriv till oss, ring eller hitta svaret bland de
            vanligaste frågorna.
          </Trans>
        }
      />
      <section className={section()}>
        <div
          className={cx(
            pageContainer(),
            css({
              display: 'grid',
              gap: '10',
              gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' },
              alignItems: 'start',
            }),
          )}
        >
          <SupportForm />
          <aside aria-labelledby="support-channels" className={card()}>
            <h2 id="support-channels" className={css({ textStyle: 'h3', mb: '4' })}>
              <Trans id="support.channels.title">Andra sätt att nå oss</Trans>
            </h2>
            <dl>
              <dt className={term}>
                <Trans id="support.channels.phone">Telefon</Trans>
              </dt>
              <dd className={value}>
                <PhoneLink className={link()} />
              </dd>
              <dt className={term}>
                <Trans id="support.channels.email">E-post</Trans>
              </dt>
              <dd className={value}>
                <a className={link()} href={`mailto:${site.supportEmail}`}>
                  {site.supportEmail}
                </a>
              </dd>
              <dt className={term}>
                <Trans id="support.channels.hours">Öppettider</Trans>
              </dt>
              <dd className={value}>
                <Trans id="support.channels.hoursValue">Vardagar 9–17</Trans>
              </dd>
              <dt className={term}>
                <Trans id="support.channels.reply">Svarstid</Trans>
              </dt>
              <dd className={value}>
                <Trans id="support.channels.replyValue">Inom 2 timmar under öppettiderna</Trans>
              </dd>
            </dl>
            <p className={css({ textStyle: 'small', color: 'fg.muted' })}>
              <Trans id="support.channels.more">
                Vill ni boka en demo eller prata avtal? Se{' '}
                <PageLink page="/$lang/contact" lang={lang} className={link()}>
                  kontaktsidan
                </PageLink>
                . Ska ni integrera? Läs{' '}
                <PageLink page="/$lang/get-started/api" lang={lang} className={link()}>
                  API-dokumentationen
                </PageLink>
                .
              </Trans>
            </p>
          </aside>
        </div>
      </section>
      <section className={section({ tone: 'subtle' })} aria-labelledby="support-faq">
        <div className={cx(pageContainer(), css({ maxW: '4xl', display: 'grid', gap: '6' }))}>
          <h2 id="support-faq" className={css({ textStyle: 'h2' })}>
            <Trans id="support.faq.title">Vanliga frågor</Trans>
          </h2>
          <Faq
            items={supportFaq.map((item) => ({
              id: item.id,
              question: t(item.question),
              answer: t(item.answer),
            }))}
          />
        </div>
      </section>
    </>
  )
}
