import { useCallback, useRef, useState } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { link, pageContainer } from '../../../styled-system/recipes'
import type { Locale } from '../../i18n/locales'
import { calculate, type CalculationResult } from './calculate'
import { CalculatorForm } from './calculator-form'
import { CalculatorResult } from './calculator-result'
import { toCalculatorInput, toSearch, validSearch, type CalculatorFormValues } from './form-values'
import { calculatorFormat } from './format'

const route = getRouteApi('/$lang/calculator')

/**
 * Form + result side by side. Each calculation replaces the result, is announced in a polite
 * live region that is in the DOM from the start (WCAG 4.1.3), and is written to the URL so the
 * link reproduces it.
 */
export function CalculatorTool({ lang }: { lang: Locale }) {
  const { t } = useLingui()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const [result, setResult] = useState<CalculationResult | null>(null)
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 })
  const resultRef = useRef<HTMLDivElement>(null)

  // A new node per announcement: screen readers read it even when the text repeats.
  const announce = (text: string) => setAnnouncement((prev) => ({ text, count: prev.count + 1 }))

  const onCalculate = useCallback(
    (values: CalculatorFormValues) => {
      const input = toCalculatorInput(values, lang)
      const next = calculate(input)
      const fmt = calculatorFormat(lang)
      setResult(next)
      const fee = fmt.money(next.environmentalFee)
      const withSystem = fmt.money(next.feeWithSystem)
      announce(
        t({
          id: 'calculator.live.result',
          message: `Miljöavgiften är ${fee} per år. Med ett godkänt återanvändningssystem blir den ${withSystem}.`,
        }),
      )
      void navigate({ search: toSearch(input), replace: true, resetScroll: false })
      // On a phone the result sits below the form: bring it into view.
      resultRef.current?.scrollIntoView?.({ block: 'nearest' })
    },
    [lang, navigate, t],
  )

  const onInvalid = useCallback(
    (values: CalculatorFormValues) => {
      setResult(null)
      announce(
        t({
          id: 'calculator.live.invalid',
          message: 'Ingen beräkning: rätta de markerade fälten.',
        }),
      )
      // The link must not keep reproducing the result that was just cleared.
      void navigate({ search: validSearch(values, lang), replace: true, resetScroll: false })
    },
    [lang, navigate, t],
  )

  return (
    <div
      className={`${pageContainer()} ${css({
        display: 'grid',
        gap: { base: '8', lg: '10' },
        gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)', _print: '1fr' },
        alignItems: 'start',
      })}`}
    >
      {/* Shown only where scripting is off: the same media query hides the form and the result, so
          one rule decides (a <noscript> depends on the parser's scripting flag, not the page's). */}
      <div
        className={css({
          gridColumn: '1 / -1',
          display: 'none',
          '@media (scripting: none)': { display: 'block' },
        })}
      >
        <p className={css({ color: 'fg.default' })}>
          <Trans id="calculator.noscript">
            Kalkylatorn behöver JavaScript. Ni kan räkna själva med formeln och avgifterna under{' '}
            <a href="#calculator-info-heading" className={link()}>
              Så räknar kalkylatorn
            </a>
            .
          </Trans>
        </p>
      </div>
      <div
        className={css({
          // Without JavaScript the form could never calculate: the note above stands in for it.
          '@media (scripting: none)': { display: 'none' },
          // A printout is for the result and its chart, not for the controls.
          _print: { display: 'none' },
          bg: 'bg.canvas',
          borderWidth: '1px',
          borderColor: 'border.default',
          borderRadius: 'lg',
          p: { base: '5', md: '6' },
        })}
      >
        <CalculatorForm
          lang={lang}
          search={search}
          onCalculate={onCalculate}
          onInvalid={onInvalid}
        />
      </div>
      <div
        ref={resultRef}
        className={css({ scrollMarginTop: '24', '@media (scripting: none)': { display: 'none' } })}
      >
        <CalculatorResult lang={lang} result={result} />
      </div>
      <div
        role="status"
        aria-live="polite"
        data-testid="calculator-live"
        className={css({ srOnly: true })}
      >
        {announcement.text && <span key={announcement.count}>{announcement.text}</span>}
      </div>
    </div>
  )
}
