import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
import { link, pageContainer } from '../../../styled-system/recipes'
import { useHydrated } from '@tanstack/react-router'
import type { Locale } from '../../i18n/locales'
import { calculate } from './calculate'
import { CalculatorForm } from './calculator-form'
import { CalculatorResult } from './calculator-result'
import {
  sameSearch,
  searchInput,
  toCalculatorInput,
  toSearch,
  validSearch,
  type CalculatorFormValues,
} from './form-values'
import { calculatorFormat } from './format'
import type { CalculatorSearch } from './search'

const route = getRouteApi('/$lang/calculator')

/**
 * Form + result side by side. The URL's search params are the calculator's one state: the result
 * is the calculation they describe, and the form shows their values, so a link, Back and Forward
 * and the language switch (which carries them) all show exactly what the URL says, in the page's
 * language. A calculation writes its values to the URL (replacing the entry, keeping the #hash
 * without scrolling to it again, and the scroll position), and is announced in a polite live
 * region that is in the DOM from the start (WCAG 4.1.3).
 */
export function CalculatorTool({ lang }: { lang: Locale }) {
  const { t } = useLingui()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const hydrated = useHydrated()
  const result = useMemo(() => {
    // The prerendered page cannot know the query (one file per page): no result until hydrated.
    const input = hydrated ? searchInput(search) : null
    return input && calculate(input)
  }, [hydrated, search])
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 })
  const resultHeadingRef = useRef<HTMLHeadingElement>(null)

  // The form keeps what the visitor typed ("2 000") while the URL changes by its own
  // calculations; any other change of the URL (Back, Forward, a link, the language switch) gives
  // a fresh form with the URL's values.
  const written = useRef<CalculatorSearch | null>(null)
  const shown = useRef(search)
  const [formKey, setFormKey] = useState(0)
  useEffect(() => {
    if (shown.current === search) return
    shown.current = search
    const own = written.current !== null && sameSearch(written.current, search)
    written.current = null
    if (!own) setFormKey((key) => key + 1)
  }, [search])

  const write = useCallback(
    (next: CalculatorSearch) => {
      written.current = next
      // The page stays where the visitor reads: no scroll to the top, and the #hash a link
      // brought is kept but not scrolled to again (the router would on every render it causes).
      void navigate({
        search: next,
        hash: true,
        replace: true,
        resetScroll: false,
        hashScrollIntoView: false,
      })
    },
    [navigate],
  )

  // A new node per announcement: screen readers read it even when the text repeats.
  const announce = (text: string) => setAnnouncement((prev) => ({ text, count: prev.count + 1 }))

  const onCalculate = useCallback(
    (values: CalculatorFormValues) => {
      const next = toCalculatorInput(values)
      const calculated = calculate(next)
      const fmt = calculatorFormat(lang)
      const fee = fmt.money(calculated.environmentalFee)
      const withSystem = fmt.money(calculated.feeWithSystem)
      announce(
        t({
          id: 'calculator.live.result',
          message: `Miljöavgiften är ${fee} per år. Med ett godkänt återanvändningssystem blir den ${withSystem}.`,
        }),
      )
      write(toSearch(next))
      // On a phone the result sits below the form, out of sight: bring its start up (to just
      // below the sticky header, the page's scroll padding). Nothing else ever moves the page:
      // a heading above the screen or under the header is one the visitor has scrolled past,
      // which on a wider screen is the result's own, level with the form's (moving back to it
      // took a visitor who arrived by a #hash link back to that heading on every calculation).
      const heading = resultHeadingRef.current
      if (heading && heading.getBoundingClientRect().bottom > window.innerHeight)
        heading.scrollIntoView?.({ block: 'start' })
    },
    [lang, t, write],
  )

  const onInvalid = useCallback(
    (values: CalculatorFormValues) => {
      announce(
        t({
          id: 'calculator.live.invalid',
          message: 'Ingen beräkning: rätta de markerade fälten.',
        }),
      )
      // The link (and so the result) must not keep an earlier calculation.
      write(validSearch(values))
    },
    [t, write],
  )

  return (
    <div
      className={cx(
        pageContainer(),
        css({
          display: 'grid',
          gap: { base: '8', lg: '10' },
          gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)', _print: '1fr' },
          alignItems: 'start',
        }),
      )}
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
          // Printed, the form shows the values the result used (its button does not print).
          _print: { p: '0', borderWidth: '0' },
          bg: 'bg.canvas',
          borderWidth: '1px',
          borderColor: 'border.default',
          borderRadius: 'lg',
          p: { base: '5', md: '6' },
        })}
      >
        <CalculatorForm
          key={`${lang}-${formKey}`}
          lang={lang}
          search={search}
          onCalculate={onCalculate}
          onInvalid={onInvalid}
        />
      </div>
      <div className={css({ '@media (scripting: none)': { display: 'none' } })}>
        <CalculatorResult lang={lang} result={result} headingRef={resultHeadingRef} />
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
