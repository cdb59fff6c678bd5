import { PasswordInput } from '@ark-ui/react/password-input'
import { createStyleContext } from './style-context'
import { passwordInput } from '../../../styled-system/recipes'

const { withProvider, withContext } = createStyleContext(passwordInput)

export const Root = withProvider(PasswordInput.Root, 'root')
export const Control = withContext(PasswordInput.Control, 'control')
export const Input = withContext(PasswordInput.Input, 'input')
export const VisibilityTrigger = withContext(PasswordInput.VisibilityTrigger, 'visibilityTrigger')
export const Indicator = withContext(PasswordInput.Indicator, 'indicator')

const icon = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
}

export const EyeIcon = () => (
  <svg {...icon}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
)

export const EyeOffIcon = () => (
  <svg {...icon}>
    <path d="M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6A17 17 0 0 0 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </svg>
)
