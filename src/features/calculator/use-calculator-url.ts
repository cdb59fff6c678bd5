import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { getRouteApi, useLocation, useRouter } from '@tanstack/react-router'
import type { Locale } from '../../i18n/locales'
import { sameSearch, toSearch, validSearch, type FormSearch } from './form-values'
import { fromLink, linkCalculation, sameLink, type LinkForm } from './link'
import { formatInput } from './parse-input'
import { validateCalculatorSearch, type CalculatorSearch } from './search'

const route = getRouteApi('/$lang/calculator')

/**
 * How long the visitor pauses before what they typed goes into the URL. Each write is a router
 * navigation, which renders every part of the page that reads the location: per keystroke it
 * made typing slow on a phone. Long enough to lie between keys and slider steps; what the URL is
 * for meanwhile (a link, the language switch, Back) gets it at once from the commit points
 * instead (`flush`).
 */
const TYPING_PAUSE_MS = 1000

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
    }
  }, [query, search, linkForm])

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
  // What the visitor made the form show, not yet in the URL (the latest only: a second edit
  // replaces the first), and the pause that writes it.
  const pending = useRef<CalculatorSearch | undefined>(undefined)
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined)
  /** The URL follows the form now (a commit): what is pending is written. */
  const flush = useCallback(() => {
    clearTimeout(pause.current)
    if (pending.current) write(pending.current)
    pending.current = undefined
  }, [write])
  // What the visitor made the form show: the URL follows, after a pause, or at a commit (`now`:
  // a calculation) once the frame that shows it has painted: the write is a navigation that
  // renders whatever reads the location, work the press would otherwise wait for.
  const show = useCallback(
    (next: FormSearch, now = false) => {
      started.current = undefined
      setShown(next)
      pending.current = next
      clearTimeout(pause.current)
      if (now) requestAnimationFrame(() => (pause.current = setTimeout(flush)))
      else pause.current = setTimeout(flush, TYPING_PAUSE_MS)
    },
    [flush],
  )
  // A navigation that is not one of the form's writes (Back, Forward, a link followed without
  // leaving the form, leaving the page) overtakes what is pending: written after it, it would
  // land on the entry it opened. (The pause then ends with nothing to write.)
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', (e) => {
        const search = validateCalculatorSearch(e.toLocation.search)
        if (e.pathChanged || !written.current.some((w) => sameSearch(w, search)))
          pending.current = undefined
      }),
    [router],
  )

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

  return { linkForm, formKey, calculated, setCalculated, shown, show, flush }
}
