import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * false in the prerendered HTML and while React hydrates it, true from the render right after
 * (and on every client render). Rule "client values after hydration" (hydration.ts): what the
 * prerender cannot know or do waits for it.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
