// Decorative line icons for the API page (aria-hidden): the text beside them carries the meaning.
import { LineIcon } from '../../components/ui/icons'

export const CopyIcon = () => (
  <LineIcon size={16}>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V5a1 1 0 0 1 1-1h10" />
  </LineIcon>
)

export const CheckIcon = () => (
  <LineIcon size={16}>
    <path d="m5 12 5 5 9-10" />
  </LineIcon>
)

export const KeyIcon = () => (
  <LineIcon>
    <circle cx="8" cy="15" r="4" />
    <path d="m11 12 9-9M17 6l3 3M14 9l2 2" />
  </LineIcon>
)

export const GaugeIcon = () => (
  <LineIcon>
    <path d="M4 18a9 9 0 1 1 16 0" />
    <path d="m12 14 4-5" />
  </LineIcon>
)

export const PulseIcon = () => (
  <LineIcon>
    <path d="M3 12h4l3-7 4 14 3-7h4" />
  </LineIcon>
)

export const CodeIcon = () => (
  <LineIcon>
    <path d="m8 7-5 5 5 5M16 7l5 5-5 5M14 4l-4 16" />
  </LineIcon>
)

export const InfoIcon = () => (
  <LineIcon>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </LineIcon>
)
