import type { ReactNode } from 'react'

/**
 * The site's one line-icon frame (24-unit grid, 2-unit round stroke in the text colour). Always
 * decorative: the text beside it carries the meaning, so it is hidden from assistive technology.
 */
export function LineIcon({ size = 24, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}
