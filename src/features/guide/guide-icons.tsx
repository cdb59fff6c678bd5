// Decorative step icons (aria-hidden): the step title carries the meaning.
import type { ReactNode } from 'react'
import { LineIcon } from '../../components/ui/icons'
import type { StepIcon } from './guide-steps'

const shapes: Record<StepIcon, ReactNode> = {
  account: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  carriers: <path d="M3 15h18M3 19h18M5 15v4M12 15v4M19 15v4M6 15V7h12v8M6 11h12" />,
  integration: <path d="M9 3v5M15 3v5M6 8h12v3a6 6 0 0 1-12 0V8ZM12 17v4" />,
  report: <path d="M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6" />,
}

export function GuideIcon({ icon }: { icon: StepIcon }) {
  return <LineIcon size={28}>{shapes[icon]}</LineIcon>
}
