import { isEmail } from '../forms/email'
import { formMessages } from '../forms/form-messages'

export interface NewsletterValues {
  email: string
}

interface Issue {
  message: string
  path: PropertyKey[]
}

type Result = { value: NewsletterValues; issues?: undefined } | { issues: Issue[] }

/**
 * The footer form is on every page's first load, so it gets no zod: this hand-written schema
 * follows the Standard Schema shape (the one zod and TanStack Form speak) with the same e-mail
 * rule and the same messages as the other forms.
 */
export const newsletterSchema = {
  '~standard': {
    version: 1 as const,
    vendor: 'cirkla',
    validate(input: unknown): Result {
      const raw =
        input && typeof input === 'object' && 'email' in input && typeof input.email === 'string'
          ? input.email
          : ''
      const email = raw.trim()
      if (email === '')
        return { issues: [{ message: formMessages.emailRequired.id, path: ['email'] }] }
      if (!isEmail(email))
        return { issues: [{ message: formMessages.emailInvalid.id, path: ['email'] }] }
      return { value: { email } }
    },
  },
}

/** The first message for the e-mail field, or undefined when the value is fine. */
export function newsletterError(email: string): string | undefined {
  const result = newsletterSchema['~standard'].validate({ email })
  return result.issues?.[0]?.message
}
