import {
  createFormHook,
  standardSchemaValidators,
  type StandardSchemaV1,
} from '@tanstack/react-form'
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

type Schema<TValues> = StandardSchemaV1<TValues, unknown>

/**
 * A site form: `id` names it (and, with each field's name, every control's id), `schema` loads a
 * Standard Schema (zod, or the newsletter's own) that checks the whole form on every change, and
 * the messages show per SiteForm's rules. The schema is a loader, `() => import('./schema')…`:
 * zod is not part of any page's first load; it is fetched on the visitor's first change and is
 * there by the time they submit (a submit waits for it). `onSubmit` runs for a valid submit (a
 * demo form leaves it out: nothing is sent anywhere, the confirmation says so), `onSubmitInvalid`
 * for an invalid one.
 */
export function useSiteForm<TValues>(options: {
  id: string
  defaultValues: TValues
  schema: () => Promise<Schema<TValues>>
  onSubmit?: (values: TValues) => void
  onSubmitInvalid?: (values: TValues) => void
}) {
  return useAppForm({
    formId: options.id,
    defaultValues: options.defaultValues,
    validators: {
      // TanStack's own Standard Schema adapter, as for a schema passed directly: issues land on
      // their fields by path. A change validator runs on submit too.
      onChangeAsync: async ({ value }) =>
        standardSchemaValidators.validateAsync(
          { value, validationSource: 'form' },
          await options.schema(),
        ),
    },
    onSubmit: ({ value }) => options.onSubmit?.(value),
    onSubmitInvalid: ({ value }) => options.onSubmitInvalid?.(value),
  })
}
