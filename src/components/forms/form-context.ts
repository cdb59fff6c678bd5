import { createContext, useContext } from 'react'
import { createFormHookContexts } from '@tanstack/react-form'

/** TanStack Form's contexts: field components read their field, form components their form. */
export const { fieldContext, formContext, useFieldContext, useFormContext } =
  createFormHookContexts()

export interface FormDisplay {
  formId: string
  /** the footer's dark band needs lighter labels and errors on a light plate */
  tone: 'default' | 'inverted'
  /** values the form's messages name ("at most {maxWeight} kg"), shared by fields and summary */
  messageValues?: Record<string, string>
}

export const FormDisplayContext = createContext<FormDisplay | null>(null)

export function useFormDisplay(): FormDisplay {
  const display = useContext(FormDisplayContext)
  if (!display) throw new Error('Field components render inside <form.SiteForm>')
  return display
}

/** One id per control, from the form id and the field name: login + confirmPassword → login-confirm-password. */
export const fieldId = (formId: string, name: string) =>
  `${formId}-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`

/**
 * The catalogue id of a field's first error (TanStack Form keeps a schema's issues, or a
 * validator's strings). Checks run from the first submit on (useSiteForm), so a field has none
 * before it.
 */
export function firstMessage(errors: readonly unknown[] | undefined): string | undefined {
  for (const error of errors ?? []) {
    if (typeof error === 'string' && error) return error
    if (
      error &&
      typeof error === 'object' &&
      'message' in error &&
      typeof error.message === 'string'
    )
      return error.message
  }
  return undefined
}
