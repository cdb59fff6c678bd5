import { createFormHook, revalidateLogic, type StandardSchemaV1 } from '@tanstack/react-form'
import { fieldContext, formContext } from './form-context'
import { CheckboxField } from './checkbox-field'
import { NumberField } from './number-field'
import { SelectField } from './select-field'
import { SiteForm, SubmitButton } from './site-form'
import { EmailField, TextField } from './text-field'

/**
 * Every form on the site is built here (TanStack Form's composition API): field components read
 * their field from context (`<form.AppField name="email">{(f) => <f.EmailField label=… />}`),
 * and `<form.SiteForm>` inside `<form.AppForm>` renders the <form> with its summary and feedback.
 * The password field is not one of them: registered here, it (with its show/hide icons) shipped
 * with every form, the calculator's and the newsletter's too; the two account forms render it
 * themselves inside `form.AppField` (it reads its field from the same context).
 */
const { useAppForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField,
    EmailField,
    SelectField,
    CheckboxField,
    NumberField,
  },
  formComponents: { SiteForm, SubmitButton },
})

/** A group of fields several forms share (TanStack's field groups): name-fields.tsx. */
export { withFieldGroup }

/**
 * A site form: `id` names it (and, with each field's name, every control's id); `schema` (a
 * Standard Schema: zod, or `fieldChecks`) checks the whole form synchronously through TanStack
 * Form and puts each issue on its field. GOV.UK's rule, as TanStack's `revalidateLogic`: nothing
 * is checked before the first submit (leaving a field says nothing, so no message moves a control
 * under the pointer), every submit checks everything, and after the first one every change
 * updates the messages. `onSubmit` runs for a valid submit (a demo form leaves it out: nothing is
 * sent anywhere, the confirmation says so), `onSubmitInvalid` for an invalid one.
 */
export function useSiteForm<TValues>(options: {
  id: string
  defaultValues: TValues
  schema: StandardSchemaV1<TValues, unknown>
  onSubmit?: (values: TValues) => void
  onSubmitInvalid?: (values: TValues) => void
}) {
  return useAppForm({
    formId: options.id,
    defaultValues: options.defaultValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: options.schema },
    onSubmit: ({ value }) => options.onSubmit?.(value),
    onSubmitInvalid: ({ value }) => options.onSubmitInvalid?.(value),
  })
}
