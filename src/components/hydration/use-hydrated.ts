import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** false in the prerendered HTML and during hydration, true afterwards (and on client renders). */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
