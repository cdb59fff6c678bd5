import { StrictMode, useSyncExternalStore } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { i18n as pageI18n, setupI18n, type Messages } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { editorKeys } from '../api/api-client'
import { fileLabelIds } from '../host/host'
import { EditorI18n } from '../i18n/editor-i18n'
import { uiI18n, uiLanguage } from '../i18n/ui-language'
import { EditorToasts } from '../ui/editor-toasts'
import type { MessageMap } from './message-map'
import { MessagePopover } from './message-popover'
import { PageMessages } from './page-messages'
import type { Picked } from './pick'
import { pairLocale, roleOf } from '../host/pair'
import { shippedFiles } from '../host/app-config'
import type { Role } from '../host/languages'

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

// The panel's texts are the editor's own, in their own instance (EditorI18n). The app's texts it
// shows (the host module's file labels) come from the app's catalogues, in an instance of the
// panel's that follows the page's language: loading them never re-renders the page, and they are
// not recorded as the page's. A label's catalogue is the namespace its id starts with; under the
// dev server only, so compiled here, as the dev server's catalogue reload does.
const app = setupI18n()
let turn = 0

/** The host module's labels in a language, compiled from the app's catalogues that hold them. */
async function hostLabels(role: Role): Promise<Messages> {
  const namespaces = [...new Set(fileLabelIds().map((id) => id.split('.')[0] ?? ''))]
  const [{ poMessages }, { compileMessage }, texts] = await Promise.all([
    import('../po'),
    import('@lingui/message-utils/compileMessage'),
    Promise.all(namespaces.map(async (ns) => (await shippedFiles[ns]?.[role]?.()) ?? '')),
  ])
  const messages: Messages = {}
  for (const text of texts)
    for (const [id, message] of poMessages(text))
      if (message) messages[id] = compileMessage(message)
  return messages
}

async function followPageLanguage() {
  const lang = pairLocale(pageI18n.locale)
  const mine = ++turn
  const [messages] = await Promise.all([
    app.locale === lang ? undefined : hostLabels(roleOf(lang) ?? 'source'),
    // The interface's catalogue before the panel renders: it opens without waiting on it.
    Promise.resolve(uiI18n(uiLanguage(lang))),
  ])
  // A later change of language overtook this one: its load applies.
  if (messages && mine === turn) app.loadAndActivate({ locale: lang, messages })
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
          <I18nProvider i18n={app}>
            <EditorI18n>
              <QueryClientProvider client={queryClient}>
                <Panels map={map} />
              </QueryClientProvider>
            </EditorI18n>
          </I18nProvider>
        </StrictMode>,
      ),
    )
  }
  setView(next.kind === 'list' && view?.kind === 'list' ? null : next)
}
