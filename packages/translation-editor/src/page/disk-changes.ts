import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { editorKeys } from '../api/api-client'

/**
 * `npm start`: a catalogue changed on disk (a save in another tab, `npm run extract`, a `git
 * pull`), or the code that defines its messages did; the dev server says which
 * (src/server/vite-plugin.ts) and the visible editor refetches it at once. Rows with unsaved
 * edits then show the clash instead of the new text, rows whose code now says another text than
 * the catalogue show both.
 */
export function useDiskChanges() {
  const queryClient = useQueryClient()
  useEffect(() => {
    const hot = import.meta.hot
    if (!hot) return
    const refetch = (ns: string) =>
      void queryClient.invalidateQueries({ queryKey: editorKeys.catalogue(ns) })
    const onChange = ({ ns }: { ns: string }) => refetch(ns)
    const onCode = ({ namespaces }: { namespaces: string[] }) => namespaces.forEach(refetch)
    hot.on('lingui-translation-editor:catalogue', onChange)
    hot.on('lingui-translation-editor:code', onCode)
    // Vitest's stand-in for import.meta.hot has no `off`.
    return () => {
      hot.off?.('lingui-translation-editor:catalogue', onChange)
      hot.off?.('lingui-translation-editor:code', onCode)
    }
  }, [queryClient])
}
