import { StrictMode, useSyncExternalStore } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { i18n as pageI18n, setupI18n, type Messages } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { editorKeys } from '../api/api-client'
import { EditorToasts } from '../ui/editor-toasts'
import type { MessageMap } from './message-map'
import { MessagePopover } from './message-popover'
import { PageMessages } from './page-messages'
import type { Picked } from './pick'
import { pairLocale } from '../host/app-config'

export type View =
  | (Picked & { kind: 'pick'; returnFocus: HTMLElement | null })
  | { kind: 'list'; returnFocus: HTMLElement | null }

let view: View | null = null
// Kept after closing: Ark asks where focus goes back once the view is already gone.
let returnTo: HTMLElement | null = null
const returnFocus = () => returnTo
const listeners = new Set<() => void>()
const setView = (next: View | null) => {
  view = next
  if (next) returnTo = next.returnFocus
  for (const l of listeners) l()
}
const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

// The panel's own Lingui instance: its texts (the app's `editor` catalogue) are not recorded as
// the page's, and loading them never re-renders the page. It follows the page's language. An app
// without that catalogue gets the texts as written in the code (the source language).
const catalogues = import.meta.glob<{ messages: Messages }>('/locales/*/editor.po')
const i18n = setupI18n()
async function followPageLanguage() {
  const lang = pairLocale(pageI18n.locale)
  if (i18n.locale === lang) return
  const load = catalogues[`/locales/${lang}/editor.po`]
  const { messages } = load ? await load() : { messages: {} }
  i18n.loadAndActivate({ locale: lang, messages })
}
pageI18n.on('change', () => void followPageLanguage())

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1 } } })
// A save anywhere (this panel, the editor, `npm run extract`) changes a catalogue on disk: the
// dev server says which (src/server/vite-plugin.ts), as for the editor.
import.meta.hot?.on('lingui-translation-editor:catalogue', ({ ns }: { ns: string }) => {
  void queryClient.invalidateQueries({ queryKey: editorKeys.catalogue(ns) })
})
import.meta.hot?.on(
  'lingui-translation-editor:code',
  ({ namespaces }: { namespaces: string[] }) => {
    for (const ns of namespaces)
      void queryClient.invalidateQueries({ queryKey: editorKeys.catalogue(ns) })
  },
)

function Panels({ map }: { map: MessageMap }) {
  const current = useSyncExternalStore(subscribe, () => view)
  const close = () => setView(null)
  return (
    <>
      <MessagePopover
        picked={current?.kind === 'pick' ? current : null}
        returnFocus={returnFocus}
        onClose={close}
      />
      <PageMessages
        map={map}
        open={current?.kind === 'list'}
        returnFocus={returnFocus}
        onClose={close}
      />
      <EditorToasts />
    </>
  )
}

let root: Root | undefined

/** Opens a view (the list toggles); the first call mounts the panel's React root in `host`. */
export async function show(host: HTMLElement, map: MessageMap, next: View) {
  await followPageLanguage()
  if (!root) {
    const container = document.createElement('div')
    host.append(container)
    root = createRoot(container)
    const mounted = root
    // Committed closed first: Ark moves focus into a panel on its open transition only.
    flushSync(() =>
      mounted.render(
        <StrictMode>
          <I18nProvider i18n={i18n}>
            <QueryClientProvider client={queryClient}>
              <Panels map={map} />
            </QueryClientProvider>
          </I18nProvider>
        </StrictMode>,
      ),
    )
  }
  setView(next.kind === 'list' && view?.kind === 'list' ? null : next)
}
