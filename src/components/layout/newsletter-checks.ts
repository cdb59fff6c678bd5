import { fieldChecks } from '../forms/field-checks'
import { email } from '../forms/field-rules'

export interface NewsletterValues {
  email: string
}

/** The footer's one rule: the e-mail rule and messages of every form. */
export const newsletterSchema = fieldChecks<NewsletterValues>({ email })
