import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while React hydrates prerendered markup (and in the prerender itself), true afterwards and
 * in plain client renders. Lets a part re-render on the client without a hydration mismatch.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
