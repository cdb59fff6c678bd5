import { createFormHook, type StandardSchemaV1 } from '@tanstack/react-form'
import { fieldContext, formContext } from './form-context'
import { CheckboxField } from './checkbox-field'
import { NumberField } from './number-field'
import { PasswordField } from './password-field'
import { SelectField } from './select-field'
import { SiteForm, SubmitButton } from './site-form'
import { EmailField, TextField } from './text-field'

/**
 * Every form on the site is built here (TanStack Form's composition API): field components read
 * their field from context (`<form.AppField name="email">{(f) => <f.EmailField label=… />}`),
 * and `<form.SiteForm>` inside `<form.AppForm>` renders the <form> with its summary and feedback.
 */
const { useAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField,
    EmailField,
    PasswordField,
    SelectField,
    CheckboxField,
    NumberField,
  },
  formComponents: { SiteForm, SubmitButton },
})

/**
 * A site form: `id` names it (and, with each field's name, every control's id), `schema`
 * (a Standard Schema: zod or the newsletter's own) checks the whole form on every change, and the
 * messages show per SiteForm's rules. `onSubmit` runs for a valid submit; a demo form leaves it
 * out (nothing is sent anywhere, the confirmation says so).
 */
export function useSiteForm<TValues>(options: {
  id: string
  defaultValues: TValues
  schema: StandardSchemaV1<TValues, unknown>
  onSubmit?: (values: TValues) => void
}) {
  return useAppForm({
    formId: options.id,
    defaultValues: options.defaultValues,
    validators: { onChange: options.schema },
    onSubmit: ({ value }) => options.onSubmit?.(value),
  })
}
