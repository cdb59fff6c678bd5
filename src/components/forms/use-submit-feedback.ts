import { useEffect, useRef, useState } from 'react'

type Status = 'idle' | 'invalid' | 'sent'

/**
 * What a submit leads to: the error summary (invalid) or the demo confirmation (sent), and focus
 * moved to it after it has rendered, on every attempt (so a second failed submit is announced too).
 */
export function useSubmitFeedback() {
  const [state, setState] = useState<{ status: Status; attempt: number }>({
    status: 'idle',
    attempt: 0,
  })
  const summaryRef = useRef<HTMLDivElement>(null)
  const confirmationRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (state.attempt === 0) return
    const target = state.status === 'invalid' ? summaryRef.current : confirmationRef.current
    target?.focus()
  }, [state])
  return {
    status: state.status,
    summaryRef,
    confirmationRef,
    invalid: () => setState((s) => ({ status: 'invalid', attempt: s.attempt + 1 })),
    sent: () => setState((s) => ({ status: 'sent', attempt: s.attempt + 1 })),
  }
}
