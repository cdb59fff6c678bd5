import { useCallback, useEffect, useLayoutEffect, useRef } from 'react'

/** How long typing in the search pauses before the URL follows. */
const PAUSE_MS = 300

/**
 * The search box is ahead of the URL while typing: each keystroke filters the rows at once, and
 * the URL (the entry, replaced) follows once typing pauses, or at once when the box loses focus
 * (a click elsewhere, the language switch). A write is a router navigation, which renders the
 * whole page again: one per keystroke made every key in a long file's search wait on it. Whatever
 * overtakes a pending write carries the box's search itself (another file, a filter, a row: the
 * view's writes take it) or sets the box from the URL (Back, Forward): either way the box and the
 * URL agree by then, and nothing is left to write. Returns the write now, for the blur.
 */
export function useSearchUrl(search: string, inUrl: string, write: (q: string) => void) {
  const latest = useRef({ search, inUrl, write })
  useLayoutEffect(() => {
    latest.current = { search, inUrl, write }
  })
  const flush = useCallback(() => {
    const now = latest.current
    if (now.search !== now.inUrl) now.write(now.search)
  }, [])
  useEffect(() => {
    if (search === inUrl) return
    const timer = setTimeout(flush, PAUSE_MS)
    return () => clearTimeout(timer)
  }, [search, inUrl, flush])
  return flush
}
