import { useCallback, useEffect, useState } from 'react'

export type MockApiState = 'pending' | 'ready' | 'failed'

/**
 * The built site's translation API is MSW in the page: starts its worker on the client only and
 * only on this route (the dynamic import keeps MSW out of every other bundle, the effect never
 * runs in the prerender). In `npm start` the dev server answers the API itself (files on disk,
 * backend/dev-api-plugin.ts) and no worker starts; Vitest answers with msw/node.
 */
const served = import.meta.env.MODE === 'test' || import.meta.env.DEV

export function useMockApi(): { state: MockApiState; retry: () => void } {
  const [state, setState] = useState<MockApiState>(served ? 'ready' : 'pending')
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (served) return
    let live = true
    import('./backend/browser-worker')
      .then((m) => m.startMockApi())
      .then(
        () => live && setState('ready'),
        (error: unknown) => {
          console.error('Translation API mock failed to start', error)
          if (live) setState('failed')
        },
      )
    return () => {
      live = false
    }
  }, [attempt])
  const retry = useCallback(() => {
    setState('pending')
    setAttempt((n) => n + 1)
  }, [])
  return { state, retry }
}
