import { useQueries } from '@tanstack/react-query'
import { editorKeys, fetchCatalogue } from '../api/api-client'
import type { TranslationFile } from '../api/api-schema'

/**
 * How many outdated rows each file has, for the file list: the translator's queue across files.
 * Through the editor's own catalogue queries (the suggestions' memory reads the same ones), asked
 * for once the open file has loaded so they never hold up the table; cached data is fresh enough,
 * as the editor's saves, file watch and invalidations update it.
 */
export function useOutdatedCounts(files: readonly TranslationFile[], ready: boolean) {
  return useQueries({
    queries: files.map((f) => ({
      queryKey: editorKeys.catalogue(f.id),
      queryFn: () => fetchCatalogue(f.id),
      staleTime: Infinity,
      enabled: ready,
    })),
    combine: (results) =>
      new Map(
        results.flatMap((r) =>
          r.data ? [[r.data.id, r.data.entries.filter((e) => e.outdated).length] as const] : [],
        ),
      ),
  })
}
