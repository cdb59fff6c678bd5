import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import type { Locale } from '../../i18n/locales'
import { sameSearch, toSearch, validSearch, type FormSearch } from './form-values'
import type { CalculatorInput } from './calculate'
import { linkCalculation, sameLink, type LinkForm } from './link'
import type { CalculatorSearch } from './search'
import { entryDraft, type EntryDraft } from './entry-draft'

const route = getRouteApi('/$lang/calculator')

export /** The form a draft shows: what was typed, as typed (the link's own notes do not apply). */
const draftForm = (draft: EntryDraft): LinkForm => ({ values: draft.values, refused: {} })

/** Writes a search into the URL (replacing the entry) unless it is the one last written or held. */
export function useSearchWriter(
  writtenRef: { current: CalculatorSearch[] },
  currentRef: { current: CalculatorSearch },
) {
  const navigate = route.useNavigate()
  return useCallback(
    (next: CalculatorSearch) => {
      if (sameSearch(writtenRef.current.at(-1) ?? currentRef.current, next)) return
      writtenRef.current.push(next)
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
    [navigate, writtenRef, currentRef],
  )
}

/**
 * The form keeps what the visitor typed ("2 000") while the URL changes by its own writes; any
 * other change of the URL or of the history entry (Back, Forward, a link, the language switch)
 * gives a fresh form: the entry's draft if it has one, else the URL's values and result.
 * Returns the form's key, which changes whenever it starts afresh.
 */
export function useFollowUrl({
  at: { href, pathname, entryKey, lang, search, linkForm },
  refs: { writtenRef, currentRef, startedRef },
  write,
  setDraft,
  setShown,
  setCalculated,
}: {
  at: {
    href: string
    pathname: string
    entryKey: string | undefined
    lang: Locale
    search: CalculatorSearch
    linkForm: LinkForm
  }
  refs: {
    writtenRef: { current: CalculatorSearch[] }
    currentRef: { current: CalculatorSearch }
    startedRef: { current: LinkForm | undefined }
  }
  write: (next: CalculatorSearch) => void
  setDraft: (draft: EntryDraft | undefined) => void
  setShown: (next: FormSearch) => void
  setCalculated: (next: CalculatorInput | null) => void
}) {
  const seen = useRef(`${entryKey} ${href}`)
  const page = useRef(pathname)
  // The language switch comes in two commits: its URL with the language's texts first, on the
  // form still shown, which takes typing meanwhile (the new entry's draft); then the page's own
  // language (`lang`, the route's params), with no change of URL or entry.
  const shownLang = useRef(lang)
  const [formKey, setFormKey] = useState(0)
  useLayoutEffect(() => {
    const moved = seen.current !== `${entryKey} ${href}`
    const relang = shownLang.current !== lang
    seen.current = `${entryKey} ${href}`
    shownLang.current = lang
    currentRef.current = search
    if (!moved && !relang) return
    // (Only on the page it was written on: the language switch carries the search to another.)
    const samePage = page.current === pathname
    page.current = pathname
    const own = samePage ? writtenRef.current.findIndex((next) => sameSearch(next, search)) : -1
    if (own >= 0) {
      writtenRef.current = writtenRef.current.slice(own + 1)
      return
    }
    const kept = entryDraft(entryKey)
    // Only the page's language came: a form the visitor has changed (or one started from this
    // entry's draft) shows what is theirs. It stays, with focus and the keys on their way, and
    // its write (pending, or made) is the URL's. A fresh form would drop both (and where storage
    // is refused, the entry has no draft to start it from).
    if (!moved && (kept || !startedRef.current)) return
    // (The same values again, say the router's own rewrite of the link: the form shows them.)
    if (!kept && sameLink(startedRef.current, linkForm)) return
    writtenRef.current = []
    // The form, the result and the URL as the draft had them (the URL written as the form's
    // own), or as the link has them.
    startedRef.current = kept ? undefined : linkForm
    const form = startedRef.current ?? draftForm(kept!)
    const next = startedRef.current ? linkCalculation(form) : kept!.calculated
    setDraft(kept)
    setShown(startedRef.current && next ? toSearch(next) : validSearch(form.values))
    setCalculated(next)
    if (!startedRef.current) write(validSearch(form.values))
    setFormKey((key) => key + 1)
  }, [
    href,
    pathname,
    search,
    linkForm,
    entryKey,
    lang,
    write,
    writtenRef,
    currentRef,
    startedRef,
    setDraft,
    setShown,
    setCalculated,
  ])
  return formKey
}
