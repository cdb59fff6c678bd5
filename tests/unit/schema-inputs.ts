// The inputs and the error reader both schema test files use (account-schemas.test.ts,
// form-schemas.test.ts): one copy of the hostile inputs, one reading of Standard Schema issues.
type Schema = { '~standard': { validate: (v: unknown) => unknown } }

/** Field → first message id, through the Standard Schema interface TanStack Form uses. */
export function errorsOf(schema: Schema, value: unknown): Record<string, string> {
  const result = schema['~standard'].validate(value) as {
    issues?: { message: string; path?: readonly (PropertyKey | { key: PropertyKey })[] }[]
  }
  if (result instanceof Promise) throw new Error('schemas must validate synchronously')
  const out: Record<string, string> = {}
  for (const issue of result.issues ?? []) {
    const head = issue.path?.[0]
    const key = String(typeof head === 'object' ? head.key : head)
    out[key] ??= issue.message
  }
  return out
}

export const long = 'a'.repeat(10_000)
export const html = '<script>alert(1)</script>'
export const emoji = 'Åsa 🚚📦'
export const rtl = 'مرحبا بالعالم'
/** Text that shows nothing: zero-width space/non-joiner/joiner, word joiner, BOM, fillers. */
export const invisibles = [
  '\u200B',
  '\u200C\u200D',
  '\u2060',
  '\uFEFF',
  ' \u200B\t\u00A0',
  '\u00AD\u034F',
  '\u3164\u115F\u2800',
]
