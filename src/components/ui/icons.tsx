import type { ReactNode } from 'react'

/**
 * The icons of the layout and of the content blocks pages show first. This module is in every
 * page's first load, and so is every icon in it, whichever part uses it: an icon only a part
 * loaded later draws (a form field's, a page's) lives with that part, as the guide's and the
 * API page's do.
 *
 * The site's one line-icon frame (24-unit grid, 2-unit round stroke in the text colour), for the
 * icons below and the pages' own (guide, API). Always decorative: the text beside it carries the
 * meaning, so it is hidden from assistive technology.
 */
export function LineIcon(props: { size?: number; className?: string; children: ReactNode }) {
  const size = props.size ?? 24
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
      className={props.className}
    >
      {props.children}
    </svg>
  )
}

interface IconProps {
  size?: number
  className?: string
}

export const ChevronDownIcon = ({ size = 16, className }: IconProps) => (
  <LineIcon size={size} className={className}>
    <path d="m6 9 6 6 6-6" />
  </LineIcon>
)

export const MenuIcon = ({ size = 24, className }: IconProps) => (
  <LineIcon size={size} className={className}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </LineIcon>
)

export const CloseIcon = ({ size = 24, className }: IconProps) => (
  <LineIcon size={size} className={className}>
    <path d="M6 6l12 12M18 6 6 18" />
  </LineIcon>
)

export const ExternalIcon = ({ size = 14, className }: IconProps) => (
  <LineIcon size={size} className={className}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </LineIcon>
)

export const GlobeIcon = ({ size = 16, className }: IconProps) => (
  <LineIcon size={size} className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </LineIcon>
)
