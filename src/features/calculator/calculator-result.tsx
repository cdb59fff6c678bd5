import { lazy, memo, Suspense, type Ref } from 'react'
import { Trans } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
import { card } from '../../../styled-system/recipes'
import { i18n } from '../../i18n/catalogs'
import type { Locale } from '../../i18n/locales'
import type { CalculatorInput } from './calculate'

/**
 * The figures, the chart and the arithmetic are only needed once there is a result: the page's
 * first load stays within its budget (the form module is shared with the other forms), and so do
 * their messages (`calculator-details`, loaded with the code). A shared link fetches them right
 * after hydration, while it calculates; the form fetches them as soon as it is used, so a press
 * of Calculate does not wait for them.
 */
const figuresCode = () => import('./details/result-figures')
export const loadFigures = (lang: Locale) =>
  figuresCode().then((m) => m.loadMessages(lang).then(() => m))
const ResultFigures = lazy(() =>
  loadFigures(i18n.locale as Locale).then((m) => ({ default: m.ResultFigures })),
)

/**
 * The result panel: a placeholder until the first calculation, then the calculation's figures
 * (details/result-figures.tsx), marked out of date while the form no longer matches them
 * (`stale`): the mark describes the panel for screen readers. Memoised: the form's keystrokes
 * render the tool around it, and the figures change only with a calculation or the mark.
 */
export const CalculatorResult = memo(function CalculatorResult({
  lang,
  input,
  stale,
  headingRef,
}: {
  lang: Locale
  /** the calculation shown, or none yet */
  input: CalculatorInput | null
  stale: boolean
  headingRef?: Ref<HTMLHeadingElement>
}) {
  return (
    <section
      aria-labelledby="calculator-result-heading"
      aria-describedby={stale ? 'calculator-stale' : undefined}
      className={cx(card({ tone: 'brand' }), css({ gap: '4', _print: { breakInside: 'avoid' } }))}
    >
      <h2
        ref={headingRef}
        id="calculator-result-heading"
        className={css({ textStyle: 'h3', color: 'fg.default' })}
      >
        <Trans id="calculator.result.heading">Er miljöavgift</Trans>
      </h2>
      {input ? (
        <Suspense>
          <ResultFigures lang={lang} input={input} stale={stale} />
        </Suspense>
      ) : (
        <p data-testid="calculator-placeholder" className={css({ color: 'fg.muted' })}>
          <Trans id="calculator.result.placeholder">
            Fyll i formuläret och tryck på ”Beräkna miljöavgift” så ser ni här vad
            förpackningsavgiften kostar per år och hur mycket ni kan spara med ett godkänt
            återanvändningssystem.
          </Trans>
        </p>
      )}
    </section>
  )
})
