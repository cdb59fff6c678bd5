import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useHydrated } from '@tanstack/react-router'
import { LineIcon } from '../ui/icons'
import { FieldFrame, useSiteField, type FieldProps } from './field-frame'

/**
 * Password with a show/hide button: a toggle button (Tab, Enter, Space) whose name says which
 * field it shows, "Visa lösenord" by default (a form with two passwords names the other one:
 * `showLabel`), and whose pressed state (aria-pressed) says whether it shows it. The name stays the
 * same whichever the state, as WAI-ARIA's toggle buttons have it; aria-expanded would announce a
 * collapsed section that is not there. Paste is allowed. The typed password is never written to the
 * input's `value` attribute (useBoundControl).
 *
 * Not Ark's PasswordInput: its trigger reacted to the pointer only and sat outside the tab order,
 * and with Ark's state-machine core it added ~9 KB gzip to the login and registration pages'
 * first load (JS budget 150 KB). This is one state and one button.
 */
export function PasswordField(
  props: FieldProps & {
    autoComplete: 'current-password' | 'new-password'
    /** the toggle's name, translated: which password it shows */
    showLabel?: string
  },
) {
  const { t } = useLingui()
  const { id, message, ref, classes } = useSiteField<HTMLInputElement>()
  const [visible, setVisible] = useState(false)
  // Without JavaScript the button could do nothing, so the prerendered page leaves it out.
  const hydrated = useHydrated()
  return (
    <FieldFrame {...props} id={id} message={message} classes={classes}>
      {(aria) => (
        <div className={classes.inputRow}>
          <input
            {...aria}
            ref={ref}
            type={visible ? 'text' : 'password'}
            autoComplete={props.autoComplete}
            autoCapitalize="off"
            spellCheck={false}
            className={classes.control}
          />
          {hydrated && (
            <button
              type="button"
              id={`${id}-toggle`}
              aria-controls={id}
              aria-pressed={visible}
              aria-label={
                props.showLabel ?? t({ id: 'common.form.password.show', message: 'Visa lösenord' })
              }
              onClick={() => setVisible((v) => !v)}
              className={classes.toggle}
            >
              <EyeIcon off={visible} />
            </button>
          )}
        </div>
      )}
    </FieldFrame>
  )
}

/** An eye; struck through (`off`) while the password shows: pressing hides it again. */
const EyeIcon = ({ off }: { off: boolean }) => (
  <LineIcon size={20}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
    {off && <path d="M3 3l18 18" />}
  </LineIcon>
)
