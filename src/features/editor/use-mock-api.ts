import { useEffect, useState } from 'react'

export type MockApiState = 'pending' | 'ready' | 'failed'

/**
 * Starts the MSW worker that plays the translation API, on the client only and only on this
 * route: the dynamic import keeps MSW out of every other bundle, and the effect never runs in
 * the prerender. Vitest answers the same handlers with msw/node (tests/unit/setup.ts).
 */
export function useMockApi(): MockApiState {
  const inVitest = import.meta.env.MODE === 'test'
  const [state, setState] = useState<MockApiState>(inVitest ? 'ready' : 'pending')
  useEffect(() => {
    if (inVitest) return
    let live = true
    import('../../../mocks/browser')
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
  }, [inVitest])
  return state
}
