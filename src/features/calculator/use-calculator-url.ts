import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { getRouteApi, useLocation, useRouter } from '@tanstack/react-router'
import type { Locale } from '../../i18n/locales'
import { sameSearch, toSearch, validSearch, type FormSearch } from './form-values'
import { fromLink, linkCalculation, sameLink, type LinkForm } from './link'
import { formatInput } from './parse-input'
import { validateCalculatorSearch, type CalculatorSearch } from './search'
import { historyEntryKey } from '../../components/hydration/router-internals'
import { entryDraft, keepDraft, pausedWriter } from './paused-writer'

const route = getRouteApi('/$lang/calculator')

/**
 * How long the visitor pauses before what they typed goes into the URL. Each write is a router
 * navigation, which renders every part of the page that reads the location: per keystroke it
 * made typing slow on a phone. Long enough to lie between keys and slider steps; what the URL is
 * for meanwhile (a link, the language switch, Back) gets it at once from the commit points
 * instead (`flush`). An object so a test can hold the pause and prove no keystroke writes.
 */
export const typingPause = { ms: 1000 }

/**
 * Arriving at an entry whose draft the URL does not hold (Back, Forward or a reload came before
 * the URL followed the form): the URL takes the draft, as a new link the form then shows.
 */
function restoreDraft(
  draft: CalculatorSearch | undefined,
  search: CalculatorSearch,
  navigate: ReturnType<typeof route.useNavigate>,
) {
  if (draft && !sameSearch(draft, search))
    void navigate({ search: draft, hash: true, replace: true, resetScroll: false })
}

/**
 * The calculator's URL as its one state: the link the form starts from, the calculation it
 * stands for, and what the form shows as search params (`shown`), which `show` writes into the
 * URL as the visitor changes it: once typing pauses, or at once on a commit (`flush`: focus
 * leaving the form, a calculation). `formKey` changes whenever
 * the URL changes other than by the form's own writes: the form starts afresh from the new link.
 */
export function useCalculatorUrl(lang: Locale) {
  // The URL as the router has it now. Its validated search (the route's) comes a moment later
  // than its location, in a render of its own: read from the location, a write of the form's is
  // recognised as such in the render that reports it.
  const location = useLocation()
  const query = location.searchStr
  const search = useMemo(() => validateCalculatorSearch(location.search), [location.search])
  const linkForm = useMemo(() => fromLink(location.publicHref, lang), [location.publicHref, lang])
  const navigate = route.useNavigate()
  // What the result is calculated from: the URL arrived at, then each press of Calculate.
  const [calculated, setCalculated] = useState(() => linkCalculation(linkForm))
  // What the form shows, as search params: the URL as it is about to be. (The router reports a
  // replace a moment later; the out-of-date mark must not wait for it.)
  const [shown, setShown] = useState(() =>
    calculated ? toSearch(calculated) : validSearch(linkForm.values),
  )
  // The form keeps what the visitor typed ("2 000") while the URL changes by its own writes; any
  // other change of the URL (Back, Forward, a link, the language switch) gives a fresh form with
  // the URL's values, and the URL's result. Several writes may be under way while the visitor
  // types: each is recognised when the router reports it (or a later one instead).
  const written = useRef<CalculatorSearch[]>([])
  const seen = useRef(query)
  const current = useRef(search)
  // The link the form shows as it started, until the visitor changes it.
  const started = useRef<LinkForm | undefined>(linkForm)
  const [formKey, setFormKey] = useState(0)
  const entryKey = historyEntryKey(location)
  useLayoutEffect(() => {
    const before = seen.current
    seen.current = query
    current.current = search
    if (before === query) return
    const own = written.current.findIndex((next) => sameSearch(next, search))
    if (own >= 0) written.current = written.current.slice(own + 1)
    // (The same values again, say the router's own rewrite of the link: the form shows them.)
    else if (!sameLink(started.current, linkForm)) {
      written.current = []
      started.current = linkForm
      const next = linkCalculation(linkForm)
      setShown(next ? toSearch(next) : validSearch(linkForm.values))
      setCalculated(next)
      setFormKey((key) => key + 1)
      restoreDraft(entryDraft(entryKey), search, navigate)
    }
  }, [query, search, linkForm, entryKey, navigate])

  const write = useCallback(
    (next: CalculatorSearch) => {
      if (sameSearch(written.current.at(-1) ?? current.current, next)) return
      written.current.push(next)
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
  // The entry's draft as the page found it (read before anything here is typed: once hydrated,
  // what was typed before is the form's, and a draft of its own).
  const [found] = useState(() => entryDraft(entryKey))
  useEffect(() => restoreDraft(found, current.current, navigate), [found, navigate])
  // What the visitor made the form show and the URL does not hold yet: written once typing
  // pauses or at a commit, and kept as the entry's draft meanwhile (paused-writer.ts).
  const [writer] = useState(() => pausedWriter<FormSearch>(() => typingPause.ms))
  const router = useRouter()
  // What the visitor made the form show: the URL follows after a pause, or (`now`: a
  // calculation) once the frame that shows it has painted: the write is a navigation that
  // renders whatever reads the location, work the press would otherwise wait for.
  const show = useCallback(
    (next: FormSearch, now = false) => {
      started.current = undefined
      setShown(next)
      // (the history's entry as it is now: a write of the form's own replaces it by a new one)
      keepDraft(historyEntryKey(router.history.location), next)
      writer.set(next, write)
      if (now) writer.flushAfterPaint()
    },
    [writer, write, router],
  )
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

  // The router reads a number written otherwise than the calculator writes it ("1e3", "2.000")
  // as that number, where the form reads the text as typed ("1e3" counts as 0): once a form
  // starts from a link, such a parameter is written as the form reads it, so nothing that
  // carries the search on (the language switch, a reload) reads it otherwise. Not once the
  // visitor has changed the form (its own write is under way).
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
    if (!sameSearch(next, search) && written.current.length === 0) write(next)
  }, [formKey, calculated, linkForm, search, lang, write])

  return { linkForm, formKey, calculated, setCalculated, shown, show, flush: writer.flush }
}
