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
 * The footer form is on every page, so it gets no zod (its code is fetched when a visitor turns
 * to it, and one e-mail rule does not need a schema library): this hand-written schema follows
 * the Standard Schema shape (the one zod and TanStack Form speak) with the same e-mail rule and
 * the same messages as the other forms.
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
