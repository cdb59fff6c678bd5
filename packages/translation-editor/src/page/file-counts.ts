import { useEffect, useState } from 'react'
import { useQueries } from '@tanstack/react-query'
import { editorKeys, fetchCatalogue } from '../api/api-client'
import type { TranslationFile } from '../api/api-schema'

/**
 * Whether the visitor has pressed a key or a pointer on the page yet: the other files' catalogues
 * (every file's texts, in the built editor a script each) wait for it, so opening the editor
 * costs the open file only.
 */
function useFirstInput(): boolean {
  const [seen, setSeen] = useState(false)
  useEffect(() => {
    if (seen) return
    const on = () => setSeen(true)
    const opts = { once: true, capture: true } as const
    window.addEventListener('pointerdown', on, opts)
    window.addEventListener('keydown', on, opts)
    return () => {
      window.removeEventListener('pointerdown', on, opts)
      window.removeEventListener('keydown', on, opts)
    }
  }, [seen])
  return seen
}

/**
 * How many outdated rows each file has, for the file list: the translator's queue across files.
 * Through the editor's own catalogue queries (the suggestions' memory reads the same ones), asked
 * for once the open file has loaded and the translator has started (a key or a pointer), so they
 * never hold up the table or the first visit; a file already read shows its count at once. Cached
 * data is fresh enough, as the editor's saves, file watch and invalidations update it.
 */
export function useOutdatedCounts(files: readonly TranslationFile[], ready: boolean) {
  const started = useFirstInput()
  return useQueries({
    queries: files.map((f) => ({
      queryKey: editorKeys.catalogue(f.id),
      queryFn: () => fetchCatalogue(f.id),
      staleTime: Infinity,
      enabled: ready && started,
    })),
    combine: (results) =>
      new Map(
        results.flatMap((r) =>
          r.data ? [[r.data.id, r.data.entries.filter((e) => e.outdated).length] as const] : [],
        ),
      ),
  })
}
