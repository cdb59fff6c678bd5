import type { Locale } from '../../i18n/locales'
import { isMaterial } from '../../config/rates'
import type { CalculatorInput } from './calculate'
import { calculatorFormSchema } from './form-schema'
import { defaultFormValues, toCalculatorInput, type CalculatorFormValues } from './form-values'
import { formatInput } from './parse-input'

/** What a link's query says: each parameter's first value, as written. */
type LinkValues = Partial<Record<keyof CalculatorFormValues, string>>

/** A link read the form's way: its values, and what the link said that no control can show. */
export interface LinkForm {
  values: CalculatorFormValues
  refused: { material?: string; business?: string }
}

/**
 * A number as the calculator writes one into its URL (the router writes JSON: "2000", "12.5",
 * "1e-7"), or undefined. Anything else a link may hold ("1e3", "2.000", "-0", "abc") is text
 * the visitor could have typed, and is read as such: one rule for a link and the form.
 */
function written(raw: string | undefined) {
  const value = Number(raw)
  return raw && Number.isFinite(value) && String(value) === raw ? value : undefined
}

/**
 * The form a link describes, from its URL as written (the location's public href: the router's
 * own search has read "1e3" as 1000, and once the page is live it rewrites the URL so). A repeated
 * parameter counts once, by its first value, as URLSearchParams reads it. The number fields show
 * the link's text as typed, or a number the calculator wrote the page language's way ("2,5" in
 * Swedish); the form's own checks then read it as they read typing, messages and all. The
 * material and the business share show a value only if they can hold it: otherwise the form's
 * default, and `refused` keeps what the link said, so the page can say so.
 */
export function fromLink(href: string, lang: Locale): LinkForm {
  const params = new URLSearchParams(href.split('#')[0]!.split('?')[1])
  const link: LinkValues = {}
  for (const name of ['transports', 'weight', 'material', 'business'] as const)
    link[name] = params.get(name) || undefined
  const text = (raw?: string) => {
    const value = written(raw)
    return value === undefined ? (raw ?? '') : formatInput(value, lang)
  }
  const material = isMaterial(link.material) ? link.material : undefined
  const business = written(link.business)
  const share =
    business !== undefined && Number.isInteger(business) && business >= 0 && business <= 100
  // Shown in a message: a long one cut short (React escapes whatever it holds).
  const quoted = (raw?: string) => (raw && raw.length > 40 ? `${raw.slice(0, 40)}…` : raw)
  return {
    values: {
      transports: text(link.transports),
      weight: text(link.weight),
      material: material ?? defaultFormValues.material,
      business: share ? business : defaultFormValues.business,
    },
    refused: {
      material: material ? undefined : quoted(link.material),
      business: share ? undefined : quoted(link.business),
    },
  }
}

/**
 * The calculation a link stands for, as Calculate would make it from the form the link fills:
 * none while a number is missing or refused by the form's checks, or while the link held a
 * material or share the form cannot show (the visitor sees the message and calculates).
 */
export function linkCalculation({ values, refused }: LinkForm): CalculatorInput | null {
  if (refused.material !== undefined || refused.business !== undefined) return null
  const checked = calculatorFormSchema['~standard'].validate(values)
  return 'issues' in checked && checked.issues ? null : toCalculatorInput(values)
}

/** Whether two links fill the form alike (the router's canonical rewrite of a link does). */
export const sameLink = (a: LinkForm | undefined, b: LinkForm) =>
  JSON.stringify(a) === JSON.stringify(b)
