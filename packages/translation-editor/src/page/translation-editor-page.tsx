import { lazy, Suspense, useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useLocation } from '@tanstack/react-router'
import { EditorWorkspace } from './editor-workspace'
import { parseEditorSearch } from './editor-search'
import { EditorToasts } from '../ui/editor-toasts'
import { EditorI18n } from '../i18n/editor-i18n'
import theme from '../ui/theme.module.css'
import styles from './page.module.css'
import { useLanguageNames } from '../i18n/language-names'

/** The editor's page, as the app's route renders it: with a QueryClient of its own. */
export function TranslationEditorPage() {
  const [queryClient] = useState(
    // A tab that regains focus refetches: the file may have changed meanwhile.
    () =>
      new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true } } }),
  )
  return <EditorPage queryClient={queryClient} />
}

// Every file's rows to do: its module (and the catalogues it reads) when the view is opened.
const TodoWorkspace = lazy(() => import('./todo-workspace'))

/** One file's view, or every file's rows to do (`?view=todo`). */
function Workspace() {
  const todo = useLocation({ select: (l) => parseEditorSearch(l.search).view === 'todo' })
  if (!todo) return <EditorWorkspace />
  return (
    <Suspense fallback={null}>
      <TodoWorkspace />
    </Suspense>
  )
}

/**
 * The page with a given client (the tests': retries off), in the interface's own language and
 * i18n instance.
 */
export function EditorPage({ queryClient }: { queryClient: QueryClient }) {
  return (
    <EditorI18n>
      <QueryClientProvider client={queryClient}>
        <EditorBody />
      </QueryClientProvider>
    </EditorI18n>
  )
}

function EditorBody() {
  const { source, target } = useLanguageNames()
  return (
    <div className={theme.root}>
      <section className={styles.intro}>
        <div className={`${styles.container} ${styles.introBody}`}>
          <h1 className={styles.title}>
            <Trans id="editor.intro.title">Översättningar</Trans>
          </h1>
          <p className={styles.lead}>
            <Trans id="editor.intro.lead">
              Redigera webbplatsens texter på {source} och {target} och exportera dem till
              Lingui-katalogerna.
            </Trans>
          </p>
        </div>
      </section>
      <Workspace />
      <EditorToasts />
    </div>
  )
}
