import { useEffect, useRef } from 'react'
import { hydratedForm, pendingSubmit } from './held-submit'
import { useHydrated } from '@tanstack/react-router'

/**
 * Rule "early submit held" (hydration.ts): the props of a <form> (held-submit.ts holds its
 * submits until then). The render after hydration marks it hydrated and submits it if a submit
 * was held.
 */
export function useHeldSubmit() {
  const ref = useRef<HTMLFormElement>(null)
  const hydrated = useHydrated()
  useEffect(() => {
    const form = ref.current
    if (!hydrated || !form?.hasAttribute(pendingSubmit)) return
    form.removeAttribute(pendingSubmit)
    form.requestSubmit()
  }, [hydrated])
  return { ref, [hydratedForm]: hydrated ? '' : undefined }
}
