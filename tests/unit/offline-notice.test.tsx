import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { holdOfflineNavigations } from '../../src/components/layout/offline-notice'
import { renderRoute } from './render-route'

afterEach(() => vi.restoreAllMocks())

describe('the offline gate', () => {
  it('lets an answer that came after a later navigation apply nothing: no message on the page that opened', async () => {
    const { router } = await renderRoute('/sv/kontakt')
    holdOfflineNavigations(router)
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    // Offline, the first try's files are still on their way (and will not come).
    let fail!: () => void
    const preload = vi.spyOn(router, 'preloadRoute').mockImplementationOnce(
      () =>
        new Promise((_, reject) => {
          fail = () => reject(new Error('offline'))
        }),
    )
    router.history.push('/sv/cookies')
    await waitFor(() => expect(preload).toHaveBeenCalledTimes(1))

    // Back online, the visitor tries again: the page opens.
    online.mockReturnValue(true)
    router.history.push('/sv/cookies')
    await waitFor(() => expect(router.state.location.pathname).toBe('/sv/cookies'))
    await waitFor(() => expect(router.state.status).toBe('idle'))

    // Only now does the first try learn its files could not come.
    fail()
    await new Promise((resolve) => setTimeout(resolve))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(router.state.location.pathname).toBe('/sv/cookies')
  })
})
