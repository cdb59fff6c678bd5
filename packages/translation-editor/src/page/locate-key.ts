import { useQuery, useQueryClient } from '@tanstack/react-query'
import { editorKeys, fetchCatalogue } from '../api/api-client'

/**
 * The order to look for a key in: the file its first segment names (`home.hero.title` in home),
 * then the others in the list's order. Ids are free text, so the name is a guess, not a rule.
 */
export function lookupOrder(key: string, files: readonly string[]): string[] {
  const named = key.split('.', 1)[0] ?? ''
  return files.includes(named) ? [named, ...files.filter((f) => f !== named)] : [...files]
}

/**
 * The file that holds `key`, for a link that names a key but no file (or a file that does not
 * exist): each catalogue read goes through the editor's cache, so the one found is not read
 * twice. `null` once no file holds it; `undefined` while looking (or with nothing to look for).
 */
export function useKeyFile(key: string, files: readonly string[] | undefined, wanted: boolean) {
  const queryClient = useQueryClient()
  const found = useQuery({
    queryKey: ['translations', 'locate', key, files] as const,
    enabled: wanted && !!key && !!files,
    queryFn: async () => {
      for (const id of lookupOrder(key, files ?? [])) {
        const catalogue = await queryClient.fetchQuery({
          queryKey: editorKeys.catalogue(id),
          queryFn: () => fetchCatalogue(id),
        })
        if (catalogue.entries.some((e) => e.key === key)) return id
      }
      return null
    },
  })
  return {
    file: found.data,
    error: found.error,
    looking: found.isFetching,
    retry: () => void found.refetch(),
  }
}
