import type { StandardSchemaV1 } from '@tanstack/react-form'

type Checks<TValues> = {
  [K in keyof TValues]?: (value: TValues[K], values: TValues) => string | undefined
}

/**
 * A form's schema: a Standard Schema (the interface TanStack Form validates through, the one
 * zod implements) from one check per field, each given the field's value and the whole form's
 * and returning the catalogue id of its message or nothing (field-rules.ts has the shared ones).
 *
 * Not zod/mini, which the translation editor uses to parse its API's data: in a form page's
 * first load zod/mini costs ~6 KB gzip (its floor is ~5 KB for one object of strings, measured),
 * beyond the 5 KB a form page may grow by and far beyond the calculator's budget, and every rule
 * here is a one-line check of a string. Nor a second schema library beside it.
 */
export function fieldChecks<TValues extends object>(
  checks: Checks<TValues>,
): StandardSchemaV1<TValues> {
  return {
    '~standard': {
      version: 1,
      vendor: 'cirkla',
      validate(input) {
        const values = (input ?? {}) as TValues
        const issues = (Object.keys(checks) as (keyof TValues & string)[]).flatMap((name) => {
          const message = checks[name]?.(values[name], values)
          return message ? [{ message, path: [name] }] : []
        })
        return issues.length > 0 ? { issues } : { value: values }
      },
    },
  }
}
