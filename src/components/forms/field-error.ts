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

/**
 * The message a field shows, GOV.UK style: nothing before the first submit attempt; after it,
 * the field's current error if it had one at that attempt or has been edited since. Errors only
 * change when a value changes (there is no blur validation), so leaving a field never inserts or
 * removes a message, and the control below it never moves away from a pointer on its way there
 * (issue 15). A field that was fine at the submit and untouched since does not start shouting
 * because another field changed (the confirmation while the password is retyped).
 */
export function shownMessage(
  snapshot: {
    attempt: number
    values: Record<string, unknown>
    errors: Record<string, string | undefined>
  },
  name: string,
  value: unknown,
  errors: readonly unknown[] | undefined,
): string | undefined {
  if (snapshot.attempt === 0) return undefined
  const live = snapshot.errors[name] !== undefined || !Object.is(value, snapshot.values[name])
  return live ? firstMessage(errors) : undefined
}
