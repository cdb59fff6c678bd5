import { useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { PageIntro } from '../../../../src/components/layout/page-intro'
import { EditorWorkspace } from './editor-workspace'
import { EditorToasts } from '../ui/editor-toasts'

export function TranslationEditorPage() {
  // Tests hand in a client with retries off through the router context.
  const injected = useRouteContext({ from: '/$lang/translations', select: (c) => c.queryClient })
  const [queryClient] = useState(
    () =>
      injected ??
      // A tab that regains focus refetches: the file may have changed meanwhile.
      new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true } } }),
  )
  return (
    <QueryClientProvider client={queryClient}>
      <PageIntro
        title={<Trans id="editor.intro.title">Översättningar</Trans>}
        lead={
          <Trans id="editor.intro.lead">
            Redigera webbplatsens svenska och engelska texter och exportera dem till
            Lingui-katalogerna.
          </Trans>
        }
      />
      <EditorWorkspace />
      <EditorToasts />
    </QueryClientProvider>
  )
}
