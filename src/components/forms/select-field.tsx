import { FieldFrame, useSiteField, type FieldProps } from './field-frame'

export interface SelectOption {
  value: string
  label: string
}

/**
 * A single choice from a few options: the platform's <select> (keyboard, type-ahead, the phone's
 * own picker, works before hydration and without JavaScript), styled by the input recipe. The
 * first option is the empty placeholder.
 */
export function SelectField(props: FieldProps & { placeholder: string; options: SelectOption[] }) {
  const { id, message, ref, classes } = useSiteField<HTMLSelectElement>()
  return (
    <FieldFrame {...props} id={id} message={message} classes={classes}>
      {(aria) => (
        <select {...aria} ref={ref} className={classes.control}>
          <option value="">{props.placeholder}</option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}
