import type { ReactNode } from 'react'

/**
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

export const EyeIcon = ({ size = 20, className }: IconProps) => (
  <LineIcon size={size} className={className}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </LineIcon>
)

export const EyeOffIcon = ({ size = 20, className }: IconProps) => (
  <LineIcon size={size} className={className}>
    <path d="M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6A17 17 0 0 0 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </LineIcon>
)

/** A person's outline: the team page's avatar while the names are to follow. */
export const PersonIcon = ({ size = 24, className }: IconProps) => (
  <LineIcon size={size} className={className}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </LineIcon>
)

/**
 * The mark of a form's error message: a ring and a "!" in the text colour. One colour, drawn as
 * strokes, so forced colours (which make it a system colour, CanvasText in a field's message) keep
 * the mark against whatever is behind it. The filled disc it replaces had a white "!" cut into it,
 * which vanished in a dark high-contrast theme, where the disc turned white too.
 */
export const ErrorIcon = ({ size = 18, className }: IconProps) => (
  <LineIcon size={size} className={className}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 7.5v5M12 16.5h.01" />
  </LineIcon>
)
