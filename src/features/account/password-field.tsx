import { useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { passwordInput } from '../../../styled-system/recipes'
import { FormField } from '../../components/forms/form-field'
import { useHydrated } from '../../components/hydration/use-hydrated'
import { visibleError, type BoundField } from '../../components/forms/field-error'
import { EyeIcon, EyeOffIcon } from '../../components/ui/icons'

/**
 * Password with a show/hide button. The button's name changes between "Visa lösenord" and
 * "Dölj lösenord" and it reports aria-expanded for the input it controls, so its state is
 * announced; it is a real button (Tab, Enter, Space). Paste is allowed.
 *
 * Not Ark's PasswordInput: its trigger reacted to the pointer only and sat outside the tab order,
 * and with Ark's state-machine core it added ~9 KB gzip to the login and registration pages'
 * first load (JS budget 150 KB). This is one state and one button.
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
  const error = visibleError(f, props.submitted)
  const [visible, setVisible] = useState(false)
  // Without JavaScript the button could do nothing, so the prerendered page leaves it out.
  const hydrated = useHydrated()
  const classes = passwordInput()
  return (
    <FormField id={props.id} label={props.label} hint={props.hint} error={error}>
      {(aria) => (
        <div className={classes.root}>
          <div className={classes.control}>
            <input
              id={props.id}
              name={f.name}
              type={visible ? 'text' : 'password'}
              autoComplete={props.autoComplete}
              autoCapitalize="off"
              spellCheck={false}
              value={f.state.value}
              onChange={(e) => f.handleChange(e.target.value)}
              onBlur={f.handleBlur}
              aria-describedby={aria['aria-describedby']}
              aria-invalid={aria['aria-invalid']}
              data-invalid={error ? '' : undefined}
              className={classes.input}
            />
            {hydrated && (
              <button
                type="button"
                id={`${props.id}-toggle`}
                aria-controls={props.id}
                aria-expanded={visible}
                aria-label={
                  visible
                    ? t({ id: 'account.password.hide', message: 'Dölj lösenord' })
                    : t({ id: 'account.password.show', message: 'Visa lösenord' })
                }
                onClick={() => setVisible((v) => !v)}
                className={classes.visibilityTrigger}
              >
                <span className={classes.indicator}>{visible ? <EyeOffIcon /> : <EyeIcon />}</span>
              </button>
            )}
          </div>
        </div>
      )}
    </FormField>
  )
}
