/** The first issue message of a field (TanStack Form keeps Standard Schema issues or strings). */
export function firstMessage(errors: readonly unknown[] | undefined): string | undefined {
  for (const error of errors ?? []) {
    if (typeof error === 'string' && error) return error
    if (
      error &&
      typeof error === 'object' &&
      'message' in error &&
      typeof error.message === 'string'
    ) {
      return error.message
    }
  }
  return undefined
}

/** The part of a TanStack Form field the shared inputs need (structural, so no generics leak). */
export interface BoundField<V> {
  name: string
  state: { value: V; meta: { errors: readonly unknown[]; isBlurred: boolean } }
  handleChange: (value: V) => void
  handleBlur: () => void
}

/**
 * Errors appear per field once the visitor has left it, then follow every keystroke, and for all
 * fields after a submit attempt: a form-level schema marks every field invalid at once, and
 * showing that would shout at fields nobody has reached yet.
 */
export function visibleError<V>(field: BoundField<V>, submitted: boolean) {
  return field.state.meta.isBlurred || submitted ? firstMessage(field.state.meta.errors) : undefined
}

export interface SummaryField {
  name: string
  /** id of the control the summary link moves focus to */
  id: string
}

/** Summary entries in form order, for fields whose error is showing. */
export function summaryItems(
  fieldMeta: Record<string, { errors?: readonly unknown[] } | undefined>,
  fields: readonly SummaryField[],
) {
  return fields.flatMap((f) => {
    const message = firstMessage(fieldMeta[f.name]?.errors)
    return message ? [{ id: f.id, message }] : []
  })
}
