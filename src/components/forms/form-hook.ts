import { useRef } from 'react'
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
const { useAppForm, withFieldGroup } = createFormHook({
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

/** A group of fields several forms share (TanStack's field groups): name-fields.tsx. */
export { withFieldGroup }

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
  // The checks of one form run one after another, in the order of the changes. Each awaits the
  // schema, and the first call's import waits for Vite's preload of the chunk's dependencies while
  // later calls find them preloaded: unordered, the check of an older value could land after the
  // submit's and put back an error the visitor had already fixed ("enter the weight" beside a
  // typed weight, seen in the e2e suite). TanStack applies each check's result as it resolves.
  const checks = useRef<Promise<unknown>>(Promise.resolve())
  return useAppForm({
    formId: options.id,
    defaultValues: options.defaultValues,
    // TanStack turns away a first submit while a check is still running (`canSubmit` is false
    // while validating) and calls it invalid without checking anything: the summary then lists
    // nothing while the fields turn invalid a moment later (registration's empty submit right
    // after hydration, seen in the e2e suite). Letting every submit through makes it run the
    // checks on the values as they are now and wait for them; no control reads `canSubmit`.
    canSubmitWhenInvalid: true,
    validators: {
      // TanStack's own Standard Schema adapter, as for a schema passed directly: issues land on
      // their fields by path. A change validator runs on submit too.
      onChangeAsync: ({ value }) => {
        const run = checks.current.then(async () =>
          standardSchemaValidators.validateAsync(
            { value, validationSource: 'form' },
            await options.schema(),
          ),
        )
        checks.current = run.catch(() => undefined)
        return run
      },
    },
    onSubmit: ({ value }) => options.onSubmit?.(value),
    onSubmitInvalid: ({ value }) => options.onSubmitInvalid?.(value),
  })
}
