import { Trans, useLingui } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
import { badge, button, card, pageContainer, link, section } from '../../../styled-system/recipes'
import { PageIntro } from '../../components/layout/page-intro'
import { PageLink } from '../../components/layout/page-link'
import { useLang } from '../../i18n/use-lang'
import { GuideIcon } from './guide-icons'
import { GuideProgress } from './guide-progress'
import { guideSteps } from './guide-steps'
import { cardGrids } from '../../components/content/card-list'

export function GuidePage() {
  const { t } = useLingui()
  const lang = useLang()
  const done = guideSteps.filter((s) => s.completed).length
  return (
    <>
      <PageIntro
        title={<Trans id="guide.intro.title">Kom igång med Cirkla</Trans>}
        lead={
          <Trans id="guide.intro.lead">
            Fyra steg från konto till första spårade lastbärare. En vanlig installation tar under 30
            minuter.
          </Trans>
        }
      />

      <section aria-labelledby="guide-steps" className={section()}>
        <div className={cx(pageContainer({ width: 'prose' }), css({ display: 'grid', gap: '6' }))}>
          <h2 id="guide-steps" className={css({ textStyle: 'h2' })}>
            <Trans id="guide.steps.title">Era fyra steg</Trans>
          </h2>
          <GuideProgress done={done} total={guideSteps.length} />
          {/* One column no wider than the page: a long word in a step ("API-dokumentationen")
              wraps instead of widening the steps past a 320 px screen. */}
          <ol
            className={css({
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr)',
              gap: '4',
              listStyle: 'none',
            })}
          >
            {guideSteps.map((step, index) => {
              const number = index + 1
              return (
                <li key={step.id} id={step.id} className={card()} data-testid="guide-step">
                  <div className={css({ display: 'flex', gap: '4', alignItems: 'flex-start' })}>
                    <span
                      className={css({
                        display: 'grid',
                        placeItems: 'center',
                        flexShrink: 0,
                        w: '12',
                        h: '12',
                        borderRadius: 'full',
                        bg: 'bg.brandSubtle',
                        color: 'fg.brand',
                      })}
                    >
                      <GuideIcon icon={step.icon} />
                    </span>
                    <div className={css({ display: 'grid', gap: '2', flex: '1' })}>
                      <div
                        className={css({
                          display: 'flex',
                          flexWrap: 'wrap',
                          gap: '2',
                          alignItems: 'center',
                          justifyContent: 'space-between',
                        })}
                      >
                        <h3 className={css({ textStyle: 'h3' })}>
                          <Trans id="guide.steps.number">Steg {number}:</Trans> {t(step.title)}
                        </h3>
                        <span
                          className={badge({ tone: step.completed ? 'brand' : 'neutral' })}
                          data-testid="step-status"
                        >
                          {step.completed ? (
                            <Trans id="guide.status.done">Klar</Trans>
                          ) : (
                            <Trans id="guide.status.pending">Väntande</Trans>
                          )}
                        </span>
                      </div>
                      <p className={css({ color: 'fg.muted' })}>{t(step.description)}</p>
                      <div>
                        <PageLink
                          page={step.link}
                          lang={lang}
                          className={button({ visual: 'outline', size: 'sm' })}
                        >
                          {t(step.actionLabel)}
                        </PageLink>
                      </div>
                    </div>
                  </div>
                </li>
              )
            })}
          </ol>
        </div>
      </section>

      <section aria-labelledby="guide-facts" className={section({ tone: 'subtle' })}>
        <div className={cx(pageContainer(), css({ display: 'grid', gap: '6' }))}>
          <h2 id="guide-facts" className={css({ textStyle: 'h2' })}>
            <Trans id="guide.facts.title">Snabbt igång</Trans>
          </h2>
          <ul className={cardGrids[3]}>
            <li className={card({ tone: 'raised' })}>
              <p className={factFigure}>
                <Trans id="guide.facts.setup.figure">Under 30 minuter</Trans>
              </p>
              <p className={css({ color: 'fg.muted' })}>
                <Trans id="guide.facts.setup.text">Så lång tid tar en vanlig installation.</Trans>
              </p>
            </li>
            <li className={card({ tone: 'raised' })}>
              <p className={factFigure}>
                <Trans id="guide.facts.complex.figure">Upp till 2 timmar</Trans>
              </p>
              <p className={css({ color: 'fg.muted' })}>
                <Trans id="guide.facts.complex.text">För mer komplexa installationer.</Trans>
              </p>
            </li>
            <li className={card({ tone: 'raised' })}>
              <p className={factFigure}>
                <Trans id="guide.facts.free.figure">Första månaden gratis</Trans>
              </p>
              <p className={css({ color: 'fg.muted' })}>
                <Trans id="guide.facts.free.text">
                  Prova Cirkla med era egna lastbärare innan ni bestämmer er.
                </Trans>
              </p>
            </li>
          </ul>
          <p>
            <Trans id="guide.facts.help">
              Fastnar ni någonstans?{' '}
              <PageLink page="/$lang/get-started/support" lang={lang} className={link()}>
                Vår support
              </PageLink>{' '}
              hjälper er vidare.
            </Trans>
          </p>
        </div>
      </section>
    </>
  )
}

const factFigure = css({ textStyle: 'h3', color: 'fg.brand' })
