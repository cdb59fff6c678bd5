import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useRouter } from '@tanstack/react-router'
import type { Locale } from '../../i18n/locales'
import {
  sameSearch,
  toSearch,
  validSearch,
  type CalculatorFormValues,
  type FormSearch,
} from './form-values'
import type { CalculatorInput } from './calculate'
import { fromLink, linkCalculation, type LinkForm } from './link'
import { formatInput } from './parse-input'
import { validateCalculatorSearch, type CalculatorSearch } from './search'
import { historyEntryKey } from '../../components/hydration/router-internals'
import { pausedWriter } from './paused-writer'
import { entryDraft, followEntry, keepDraft } from './entry-draft'
import { draftForm, useFollowUrl, useSearchWriter } from './follow-url'

/**
 * How long the visitor pauses before what they typed goes into the URL. Each write is a router
 * navigation, which renders every part of the page that reads the location: per keystroke it
 * made typing slow on a phone. Long enough to lie between keys and slider steps; what the URL is
 * for meanwhile (a link, the language switch, Back) gets it at once from the commit points
 * instead (`flush`). An object so a test can hold the pause and prove no keystroke writes.
 */
export const typingPause = { ms: 1000 }

/**
 * The calculator's URL as its one state: the form it starts from (the link's, or the entry's
 * draft), the calculation it stands for, and what the form shows as search params (`shown`),
 * which `input` and `commit` write into the URL as the visitor changes it: once typing pauses,
 * or at once on a commit (`flush`: focus leaving the form; `commit`: a calculation). `formKey`
 * changes whenever the URL changes other than by the form's own writes: the form starts afresh.
 */
export function useCalculatorUrl(lang: Locale) {
  // The URL as the router has it now. Its validated search (the route's) comes a moment later
  // than its location, in a render of its own: read from the location, a write of the form's is
  // recognised as such in the render that reports it.
  const location = useLocation()
  const search = useMemo(() => validateCalculatorSearch(location.search), [location.search])
  const linkForm = useMemo(() => fromLink(location.publicHref, lang), [location.publicHref, lang])
  const entryKey = historyEntryKey(location)
  // The entry's draft as the page found it (a reload, or an entry come back to in a new page):
  // what it showed then, before the URL held it. Read once: after that, what is typed is the
  // form's, and a draft of its own.
  const [found] = useState(() => entryDraft(entryKey))
  // What the form starts from: the link, or the draft of an entry the URL does not hold yet.
  // (The link's as the page's language reads it: the language comes a render after the URL.)
  const [draft, setDraft] = useState(found)
  const start = useMemo(() => (draft ? draftForm(draft) : linkForm), [draft, linkForm])
  // What the result is calculated from: the URL arrived at (or the entry's draft's), then each
  // press of Calculate.
  const [calculated, setCalculated] = useState(() =>
    found ? found.calculated : linkCalculation(linkForm),
  )
  const calculatedRef = useRef(calculated)
  // What the form shows, as search params: the URL as it is about to be. (The router reports a
  // replace a moment later; the out-of-date mark must not wait for it.)
  const [shown, setShown] = useState(() =>
    found
      ? validSearch(found.values)
      : calculated
        ? toSearch(calculated)
        : validSearch(linkForm.values),
  )
  // The search the URL holds now (for the writer: a write of it again is none).
  const current = useRef(search)
  // The link the form shows as it started, until the visitor changes it.
  const started = useRef<LinkForm | undefined>(found ? undefined : linkForm)
  // Several writes may be under way while the visitor types: each is recognised when the router
  // reports it (or a later one instead).
  const written = useRef<CalculatorSearch[]>([])
  const write = useSearchWriter(written, current)
  const formKey = useFollowUrl({
    at: { href: location.href, pathname: location.pathname, entryKey, lang, search, linkForm },
    refs: { writtenRef: written, currentRef: current, startedRef: started },
    write,
    setDraft,
    setShown,
    setCalculated,
  })
  useLayoutEffect(() => void (calculatedRef.current = calculated), [calculated])
  // A draft found on arrival: the URL takes it, as the form's own write.
  useEffect(() => void (found && write(validSearch(found.values))), [found, write])

  const { input, commit, flush, moves } = useDraftWriter({
    write,
    setShown,
    setCalculated,
    calculatedRef,
    startedRef: started,
  })
  useCanonicalNumbers({ formKey, calculated, linkForm, search, lang, write, written, started })

  return { start, formKey, calculated, shown, input, commit, flush, moves }
}

/**
 * What the visitor makes the form show and the URL does not hold yet: written once typing
 * pauses (`input`) or at a commit (`flush`; `commit`, a calculation, once the frame that shows
 * it has painted: the write is a navigation that renders whatever reads the location, work the
 * press would otherwise wait for), and kept as the entry's draft meanwhile (entry-draft.ts).
 */
function useDraftWriter({
  write,
  setShown,
  setCalculated,
  calculatedRef,
  startedRef,
}: {
  write: (next: CalculatorSearch) => void
  setShown: (next: FormSearch) => void
  setCalculated: (next: CalculatorInput | null) => void
  calculatedRef: { current: CalculatorInput | null }
  /** the link the form started from, which it no longer shows once the visitor changes it */
  startedRef: { current: LinkForm | undefined }
}) {
  const [writer] = useState(() => pausedWriter<FormSearch>(() => typingPause.ms))
  const router = useRouter()
  const show = useCallback(
    (values: CalculatorFormValues, next: FormSearch, now: boolean) => {
      // (An entry that holds the same link again is no longer what the form shows.)
      startedRef.current = undefined
      setShown(next)
      // (the history's entry as it is now: a write of the form's own replaces it by a new one)
      keepDraft(historyEntryKey(router.history.location), {
        values,
        calculated: calculatedRef.current,
      })
      writer.set(next, write)
      if (now) writer.flushAfterPaint()
    },
    [writer, write, router, setShown, calculatedRef, startedRef],
  )
  const input = useCallback(
    (values: CalculatorFormValues) => show(values, validSearch(values), false),
    [show],
  )
  /** A calculation (or none: the form refused its values), shown, and the URL written at once. */
  const commit = useCallback(
    (values: CalculatorFormValues, calculation: CalculatorInput | null) => {
      calculatedRef.current = calculation
      setCalculated(calculation)
      show(values, calculation ? toSearch(calculation) : validSearch(values), true)
    },
    [show, setCalculated, calculatedRef],
  )
  // The entry's draft stays the entry's when its URL is replaced (coming back to it shows what
  // it held, its out-of-date result included, not the calculation of its URL). Any other move
  // (Back, Forward, a link) is the visitor going elsewhere: counted as the history changes,
  // before the router renders what it opens, so a press answered later knows it was overtaken.
  const moves = useRef(0)
  useEffect(() => {
    let entry = historyEntryKey(router.history.location)
    return router.history.subscribe(({ location, action }) => {
      const next = historyEntryKey(location)
      if (action.type === 'REPLACE') followEntry(entry, next)
      else moves.current++
      entry = next
    })
  }, [router])
  // Any navigation overtakes what is pending (Back, Forward, a link followed without leaving the
  // form): written after it, it would land on the entry it opened. The entry it left keeps its
  // draft, shown again on coming back. (A write of the form's own has nothing pending: `flush`
  // took it.)
  useEffect(() => {
    const unsubscribe = router.subscribe('onBeforeNavigate', writer.drop)
    return () => {
      unsubscribe()
      writer.drop()
    }
  }, [router, writer])
  return { input, commit, flush: writer.flush, moves }
}

/**
 * The router reads a number written otherwise than the calculator writes it ("1e3", "2.000")
 * as that number, where the form reads the text as typed ("1e3" counts as 0): once a form
 * starts from a link, such a parameter is written as the form reads it, so nothing that
 * carries the search on (the language switch, a reload) reads it otherwise. Not once the
 * visitor has changed the form (its own write is under way), nor for a draft (written whole).
 */
function useCanonicalNumbers({
  formKey,
  calculated,
  linkForm,
  search,
  lang,
  write,
  written,
  started,
}: {
  formKey: number
  calculated: CalculatorInput | null
  linkForm: LinkForm
  search: CalculatorSearch
  lang: Locale
  write: (next: CalculatorSearch) => void
  written: { current: CalculatorSearch[] }
  /** the link the form started from; none when it started from a draft */
  started: { current: LinkForm | undefined }
}) {
  const reread = useRef(-1)
  useEffect(() => {
    if (reread.current === formKey) return
    reread.current = formKey
    const read = calculated ? toSearch(calculated) : validSearch(linkForm.values)
    const next = { ...search }
    for (const key of ['transports', 'weight'] as const) {
      const value = search[key]
      if (typeof value === 'number' && linkForm.values[key] !== formatInput(value, lang))
        next[key] = read[key]
    }
    if (!sameSearch(next, search) && written.current.length === 0 && started.current) write(next)
  }, [formKey, calculated, linkForm, search, lang, write, written, started])
}
