import { useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { FormField } from '../../components/forms/form-field'
import { useHydrated } from '../../components/forms/use-hydrated'
import { visibleError, type BoundField } from '../../components/forms/field-error'
import * as PasswordInput from '../../components/ui/password-input'

/**
 * Password with a show/hide button (Ark password input). The button's name changes between
 * "Visa lösenord" and "Dölj lösenord" and it reports aria-expanded, so its state is announced.
 * Paste is allowed.
 */
export function PasswordField(props: {
  field: BoundField<string>
  id: string
  label: ReactNode
  hint?: ReactNode
  autoComplete: 'current-password' | 'new-password'
  submitted: boolean
}) {
  const { t } = useLingui()
  const f = props.field
  const show = t({ id: 'account.password.show', message: 'Visa lösenord' })
  const hide = t({ id: 'account.password.hide', message: 'Dölj lösenord' })
  const error = visibleError(f, props.submitted)
  // Ark's trigger reacts to the pointer only and sits outside the tab order; the page must be
  // keyboard operable, so the state is ours and a keyboard "click" (detail 0) toggles it too.
  const [visible, setVisible] = useState(false)
  // Without JavaScript the button could do nothing, so the prerendered page leaves it out.
  const hydrated = useHydrated()
  return (
    <FormField id={props.id} label={props.label} hint={props.hint} error={error}>
      {(aria) => (
        <PasswordInput.Root
          ids={{ input: props.id, visibilityTrigger: `${props.id}-toggle` }}
          autoComplete={props.autoComplete}
          invalid={!!error}
          visible={visible}
          onVisibilityChange={(d) => setVisible(d.visible)}
          translations={{ visibilityTrigger: (v) => (v ? hide : show) }}
        >
          <PasswordInput.Control>
            <PasswordInput.Input
              name={f.name}
              value={f.state.value}
              onChange={(e) => f.handleChange(e.target.value)}
              onBlur={f.handleBlur}
              aria-describedby={aria['aria-describedby']}
              aria-invalid={aria['aria-invalid']}
            />
            {hydrated && (
              <PasswordInput.VisibilityTrigger
                tabIndex={0}
                onClick={(e) => {
                  if (e.detail === 0) setVisible((v) => !v)
                }}
              >
                <PasswordInput.Indicator fallback={<PasswordInput.EyeIcon />}>
                  <PasswordInput.EyeOffIcon />
                </PasswordInput.Indicator>
              </PasswordInput.VisibilityTrigger>
            )}
          </PasswordInput.Control>
        </PasswordInput.Root>
      )}
    </FormField>
  )
}
