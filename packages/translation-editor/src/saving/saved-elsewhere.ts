import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { editorKeys } from '../api/api-client'
import { translationCatalogueSchema, type TranslationCatalogue } from '../api/api-schema'
import { storageName } from '../host/app-config'

/**
 * A save (or the built site's discard) in one of the editor's tabs reaches its other tabs at
 * once: they show the file as saved (then refetch it, to be sure they hold the newest). Without
 * this a tab kept showing the file as it loaded it: a text another tab had just saved for it
 * showed its old value, unmarked, until a reload. `npm start` also says when a file changes on
 * disk (editor-workspace.tsx); that one reaches other browsers too, this one is immediate.
 */
const CHANNEL = `${storageName}.editor.saves`
// Every BroadcastChannel of the name hears a message but the one that sent it: this tab's
// listener would hear its own saves. The sender says who it is.
const thisTab = Math.random().toString(36).slice(2)
let out: BroadcastChannel | undefined

export function announceSaved(catalogue: TranslationCatalogue) {
  if (typeof BroadcastChannel === 'undefined') return
  out ??= new BroadcastChannel(CHANNEL)
  out.postMessage({ from: thisTab, catalogue })
}

export function useSavedElsewhere() {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return
    const channel = new BroadcastChannel(CHANNEL)
    channel.onmessage = (e: MessageEvent<{ from?: unknown; catalogue?: unknown } | null>) => {
      if (!e.data || e.data.from === thisTab) return
      const saved = translationCatalogueSchema.safeParse(e.data.catalogue)
      if (!saved.success) return
      const key = editorKeys.catalogue(saved.data.id)
      queryClient.setQueryData(key, saved.data)
      void queryClient.invalidateQueries({ queryKey: key })
    }
    return () => channel.close()
  }, [queryClient])
}
