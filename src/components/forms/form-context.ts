import { createContext, useContext } from 'react'
import { createFormHookContexts } from '@tanstack/react-form'

/** TanStack Form's contexts: field components read their field, form components their form. */
export const { fieldContext, formContext, useFieldContext, useFormContext } =
  createFormHookContexts()

/** What every form's last submit attempt left behind (see SiteForm). */
export interface SubmitSnapshot {
  attempt: number
  values: Record<string, unknown>
  /** catalogue ids of the errors at that attempt, by field name */
  errors: Record<string, string | undefined>
}

export interface FormDisplay {
  formId: string
  /** the footer's dark band needs lighter labels and errors on a light plate */
  tone: 'default' | 'inverted'
  snapshot: SubmitSnapshot
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
