import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
import { link, pageContainer } from '../../../styled-system/recipes'
import { useHydrated } from '@tanstack/react-router'
import type { Locale } from '../../i18n/locales'
import { CalculatorForm } from './calculator-form'
import { CalculatorResult, loadFigures } from './calculator-result'
import { staleMessage } from './stale-message'
import { sameInput, searchInput, toCalculatorInput, type CalculatorFormValues } from './form-values'
import { useCalculatorUrl } from './use-calculator-url'

/**
 * Form + result side by side. The URL's search params are the calculator's one state: the form
 * writes what is typed into them once typing pauses, and at once when focus leaves the form or
 * a calculation is made (replacing the history entry, keeping the #hash without scrolling to it
 * again, and the scroll position; what is typed meanwhile is the entry's draft), so a link, Back
 * and Forward, a reload and the language switch (which carries them) all show what the form
 * showed, in the page's language (use-calculator-url.ts).
 *
 * The result is the calculation of the URL a visitor arrives at (a shared link, the language
 * switch), read as the form reads typing (link.ts: a value the form refuses shows no result, and
 * says why beside its control), and then of each press of Calculate. An entry of the history the
 * visitor comes back to (Back, Forward, a reload) shows what it held: the form as typed and its
 * result, out of date or not (entry-draft.ts). A press answered after the visitor went elsewhere
 * is dropped: the latest intent wins. A result that
 * no longer matches the form is marked out of date, on screen, in print and for screen readers,
 * until Calculate is pressed again. Not recalculated live, because: the spec has Calculate
 * produce the result; the form's checks run on Calculate, so a live result would silently vanish
 * or jump on a half-typed or ambiguous value ("1,2", "1,25", "1,250") with no message saying
 * why; and the result is announced in a polite live region (WCAG 4.1.3), which a result per
 * keystroke would flood.
 */
export function CalculatorTool({ lang }: { lang: Locale }) {
  const { t, i18n } = useLingui()
  const hydrated = useHydrated()
  const { start, formKey, calculated, shown, input, commit, flush, moves } = useCalculatorUrl(lang)
  // The prerendered page cannot know the query (one file per page): no result until hydrated.
  const result = hydrated ? calculated : null
  const stale = !!result && !sameInput(result, searchInput(shown))
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 })
  const resultHeadingRef = useRef<HTMLHeadingElement>(null)

  // A new node per announcement: screen readers read it even when the text repeats.
  const announce = (text: string) => setAnnouncement((prev) => ({ text, count: prev.count + 1 }))

  // Said once as the result goes out of date (the mark itself is the result's description).
  const wasStale = useRef(false)
  useEffect(() => {
    if (stale && !wasStale.current) announce(i18n._(staleMessage))
    wasStale.current = stale
  }, [stale, i18n])

  const onCalculate = useCallback(
    (values: CalculatorFormValues) => {
      const next = toCalculatorInput(values)
      const movesAtPress = moves.current
      // The result renders after the press has painted (a transition: the figures and the
      // chart are the press's heaviest work), with the live region's words, once the figures'
      // module and messages are there (fetched as the form was used: calculator-result.tsx).
      void loadFigures(lang).then(({ spokenResult }) => {
        // The visitor went elsewhere before the figures came (Back, Forward, a link): the entry
        // pressed on is gone, and the one shown now has its own URL and result (written here,
        // the press would land on it). The latest intent wins: the press is dropped.
        if (moves.current !== movesAtPress) return
        const text = spokenResult(next, lang, i18n)
        startTransition(() => {
          commit(values, next)
          announce(text)
        })
      })
      // On a phone the result sits below the form, out of sight: bring its start up (to just
      // below the sticky header, the page's scroll padding). Nothing else ever moves the page:
      // a heading above the screen or under the header is one the visitor has scrolled past,
      // which on a wider screen is the result's own, level with the form's (moving back to it
      // took a visitor who arrived by a #hash link back to that heading on every calculation).
      const heading = resultHeadingRef.current
      if (heading && heading.getBoundingClientRect().bottom > window.innerHeight)
        heading.scrollIntoView?.({ block: 'start' })
    },
    [lang, i18n, commit, moves],
  )

  const onInvalid = useCallback(
    (values: CalculatorFormValues) => {
      announce(
        t({
          id: 'calculator.live.invalid',
          message: 'Ingen beräkning: rätta de markerade fälten.',
        }),
      )
      // Neither the result nor the link may keep an earlier calculation.
      commit(values, null)
    },
    [t, commit],
  )

  return (
    // Focus leaving the tool (to a link, the language switch, the address bar) is a commit: the
    // URL gets what the form shows before anything reads it. Focus coming in fetches the result's
    // figures, which the first calculation would otherwise wait for. (Not an interaction of the
    // element's own: it only watches focus pass.)
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      onFocus={() => void loadFigures(lang)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) flush()
      }}
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
          key={formKey}
          lang={lang}
          link={start}
          onInput={input}
          onCalculate={onCalculate}
          onInvalid={onInvalid}
        />
      </div>
      <div className={css({ '@media (scripting: none)': { display: 'none' } })}>
        <CalculatorResult lang={lang} input={result} stale={stale} headingRef={resultHeadingRef} />
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
