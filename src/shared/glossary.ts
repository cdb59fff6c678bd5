// One vocabulary: the glossary (locales/glossary.json) says how each Swedish term is rendered in
// English, and the house style says how times, percentages, dates, CO₂ and quotation marks are
// written per language and how the Swedish text addresses its reader ("ni", never "du").
// scripts/check-catalogs.ts (Node, through tsx), the unit tests and the translation editor (Vite)
// share this one implementation. Hand-written because no library checks term consistency between
// two .po languages; the rules are a handful of regular expressions.
import glossaryJson from '../../locales/glossary.json' with { type: 'json' }
import type { Locale as Lang } from './locales'

interface GlossaryTerm {
  /** Swedish word beginnings, matched case-insensitively. */
  sv: string[]
  /** Accepted English renderings; the English message must contain one of them. */
  en: string[]
  /** English variants never used anywhere. */
  avoid?: string[]
}

interface GlossaryException {
  /** The message id the exception is for. */
  id: string
  /** Swedish terms, avoided variants or `style:sv` / `style:en` that do not apply to it. */
  terms: string[]
  reason: string
}

type AddressForm = 'du' | 'ni'

interface AddressRule {
  /** The one form of address of the Swedish site: "ni" or "du" (a string: JSON widens it). */
  form: string
  /** The words of each form, matched as whole words, case-insensitively. */
  words: Record<AddressForm, string[]>
  /** A message where such a word is not the reader being addressed, with the reason. */
  exceptions: { id: string; word: string; reason: string }[]
}

export interface Glossary {
  terms: GlossaryTerm[]
  exceptions: GlossaryException[]
  address: AddressRule
}

export interface GlossaryIssue {
  /** `term`: the rendering is missing; `avoid`: a variant outside the glossary; `style`: house style. */
  kind: 'term' | 'avoid' | 'style'
  /** The Swedish term, the avoided English variant, or the text that breaks the house style. */
  term: string
  /** The glossary's rendering(s), empty for house style. */
  expected: string[]
  /** For style issues: the language whose text breaks the house style. */
  lang?: Lang
  /** One line in English for the catalogue check's output. */
  message: string
}

// Typed here: a glossary.json of the wrong shape fails the typecheck.
const defaultGlossary: Glossary = glossaryJson

const LETTER = '\\p{L}'
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Lower case, soft hyphens dropped, hyphens and dashes between words read as spaces. */
const normalizeEnglish = (text: string) =>
  text
    .replace(/\u00ad/g, '')
    .replace(/[-‐‑]/g, ' ')
    .replace(/\s+/g, ' ')
    .toLowerCase()

// The editor asks once per row and keystroke: build each pattern once.
const patterns = new Map<string, RegExp>()
const cached = (key: string, build: () => RegExp): RegExp => {
  let pattern = patterns.get(key)
  if (!pattern) patterns.set(key, (pattern = build()))
  return pattern
}

/** Swedish term as a word beginning: "lastbärar" matches "Lastbärarna", not "halvlastbärare". */
const swedishPattern = (term: string) =>
  cached(`sv:${term}`, () => new RegExp(`(^|[^${LETTER}])${escape(term.toLowerCase())}`, 'iu'))

/** English variant as whole words ("losses" but not "lossesque"), after normalisation. */
const englishWords = (variant: string) =>
  cached(
    `en:${variant}`,
    () => new RegExp(`(^|[^${LETTER}])${escape(normalizeEnglish(variant))}($|[^${LETTER}])`, 'iu'),
  )

const MONTHS =
  'January|February|March|April|May|June|July|August|September|October|November|December'

const CO2 = { pattern: /CO2/u, rule: 'carbon dioxide is written with a subscript two: CO₂, CO₂e' }

/**
 * House style, one per language. Swedish: whole-hour ranges "9–17", a space before the percent
 * sign ("25 %", never "25 procent"), quotation marks ”…”. English: 24-hour times "9:00–17:00" (no
 * am/pm), no space before the percent sign ("25%", never "25 per cent"), day before month
 * ("1 January 2026"), straight apostrophes and double quotes ("Show map"; curly ones were mixed in,
 * and a straight single quote before a placeholder would start an ICU escape). Both: CO₂.
 */
const STYLE: Record<Lang, { pattern: RegExp; rule: string }[]> = {
  sv: [
    { pattern: /\b\d{1,2}:\d{2}\b/u, rule: 'times are whole hours with an en dash: 9–17' },
    { pattern: /\d%/u, rule: 'a space before the percent sign: 25 %' },
    { pattern: /\d+\s*procent/iu, rule: 'percentages take the sign: 25 %' },
    { pattern: /["“„'‘«»]/u, rule: 'quotation marks ”…” and the apostrophe ’' },
    CO2,
  ],
  en: [
    {
      pattern: /\b\d{1,2}(:\d{2})?\s?(am|pm)\b/iu,
      rule: 'times use the 24-hour clock: 9:00–17:00',
    },
    { pattern: /\d\s%/u, rule: 'no space before the percent sign: 25%' },
    { pattern: /\d+\s*(per\s?cent|percent)/iu, rule: 'percentages take the sign: 25%' },
    {
      pattern: new RegExp(`\\b(${MONTHS})\\s+\\d{1,2}(st|nd|rd|th)?\\b`, 'u'),
      rule: 'day before month: 1 January 2026',
    },
    { pattern: /[‘’“”]/u, rule: 'straight apostrophes and quotes: it\'s, "Show map"' },
    { pattern: /(^|[\s([])'(?=\p{L})/u, rule: 'quotations take double quotes: "Show map"' },
    CO2,
  ],
}

/**
 * The glossary and house-style problems of one message. Pure: the same answer in the catalogue
 * check and in the editor's row warning. `id` is the message id (for the per-id exceptions).
 */
export function glossaryIssues(
  id: string,
  svText: string,
  enText: string,
  glossary: Glossary = defaultGlossary,
): GlossaryIssue[] {
  const issues: GlossaryIssue[] = []
  const excepted = new Set(glossary.exceptions.filter((e) => e.id === id).flatMap((e) => e.terms))
  const en = normalizeEnglish(enText)
  for (const term of glossary.terms) {
    const found = term.sv.find((sv) => swedishPattern(sv).test(svText))
    if (found && !term.sv.some((sv) => excepted.has(sv)) && enText.trim()) {
      if (!term.en.some((rendering) => en.includes(normalizeEnglish(rendering)))) {
        issues.push({
          kind: 'term',
          term: found,
          expected: term.en,
          message: `"${found}" is rendered as "${term.en.join('" or "')}" in English`,
        })
      }
    }
    for (const variant of term.avoid ?? []) {
      if (englishWords(variant).test(en) && !excepted.has(variant)) {
        issues.push({
          kind: 'avoid',
          term: variant,
          expected: term.en,
          message: `"${variant}" is not used: write "${term.en[0]}"`,
        })
      }
    }
  }
  for (const [lang, text] of [
    ['sv', svText],
    ['en', enText],
  ] as const) {
    for (const { pattern, rule } of STYLE[lang]) {
      const match = pattern.exec(text)
      if (match && !excepted.has(`style:${lang}`)) {
        issues.push({
          kind: 'style',
          lang,
          term: match[0],
          expected: [],
          message: `${lang}: "${match[0]}": ${rule}`,
        })
      }
    }
  }
  return issues
}

export interface AddressUse {
  id: string
  form: AddressForm
  /** The word as written. */
  word: string
}

const addressPattern = (words: string[]) =>
  cached(
    `address:${words.join('|')}`,
    () => new RegExp(`(?<![${LETTER}])(${words.map(escape).join('|')})(?![${LETTER}])`, 'giu'),
  )

/**
 * Every word of either form of address in Swedish messages (id -> text), whole words only
 * ("era" in "generera" is none), less the glossary's exceptions.
 */
export function addressUses(
  messages: Iterable<[string, string]>,
  glossary: Glossary = defaultGlossary,
): AddressUse[] {
  const { words, exceptions } = glossary.address
  const uses: AddressUse[] = []
  for (const [id, text] of messages) {
    for (const form of ['du', 'ni'] as const) {
      for (const [word] of text.matchAll(addressPattern(words[form]))) {
        const excepted = exceptions.some(
          (e) => e.id === id && e.word.toLowerCase() === word.toLowerCase(),
        )
        if (!excepted) uses.push({ id, form, word })
      }
    }
  }
  return uses
}

/**
 * One page's form-of-address problem, or null. A page shows its own catalogue's Swedish messages
 * (`own`) beside common's (`shared`): the problem is a word of the form the house style does not
 * use in `own`, mixed with the one it does (in `own` or `shared`) or not. `page` names the catalogue.
 */
export function addressProblem(
  page: string,
  own: AddressUse[],
  shared: AddressUse[] = [],
  glossary: Glossary = defaultGlossary,
): string | null {
  const { form } = glossary.address
  const ids = (uses: AddressUse[], f: string) => {
    const found = [...new Set(uses.filter((u) => u.form === f).map((u) => u.id))]
    return found.length > 4
      ? `${found.slice(0, 4).join(', ')} and ${found.length - 4} more`
      : found.join(', ')
  }
  const other = form === 'ni' ? 'du' : 'ni'
  const wrong = ids(own, other)
  if (!wrong) return null
  const right = ids([...own, ...shared], form)
  const mixed = right ? `, mixed with "${form}" (${right})` : ''
  return `${page}: says "${other}" to the reader (${wrong})${mixed}: the Swedish site says "${form}" (README, house style)`
}
