// One vocabulary: the glossary (locales/glossary.json) says how each Swedish term is rendered in
// English, and the house style says how times, percentages and dates are written per language.
// Plain JS with a .d.mts so that scripts/check-catalogs.mjs (Node), the unit tests and the
// translation editor (Vite) share this one implementation. Hand-written because no library checks
// term consistency between two .po languages; the rules are a handful of regular expressions.
import defaultGlossary from '../../locales/glossary.json' with { type: 'json' }

const LETTER = '\\p{L}'
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Lower case, soft hyphens dropped, hyphens and dashes between words read as spaces. */
const normalizeEnglish = (text) =>
  text
    .replace(/\u00ad/g, '')
    .replace(/[-‐‑]/g, ' ')
    .replace(/\s+/g, ' ')
    .toLowerCase()

// The editor asks once per row and keystroke: build each pattern once.
const patterns = new Map()
const cached = (key, build) => {
  if (!patterns.has(key)) patterns.set(key, build())
  return patterns.get(key)
}

/** Swedish term as a word beginning: "lastbärar" matches "Lastbärarna", not "halvlastbärare". */
const swedishPattern = (term) =>
  cached(`sv:${term}`, () => new RegExp(`(^|[^${LETTER}])${escape(term.toLowerCase())}`, 'iu'))

/** English variant as whole words ("losses" but not "lossesque"), after normalisation. */
const englishWords = (variant) =>
  cached(
    `en:${variant}`,
    () => new RegExp(`(^|[^${LETTER}])${escape(normalizeEnglish(variant))}($|[^${LETTER}])`, 'iu'),
  )

const MONTHS =
  'January|February|March|April|May|June|July|August|September|October|November|December'

/**
 * House style, one per language. Swedish: whole-hour ranges "9–17", a space before the percent
 * sign ("25 %"). English: 24-hour times "9:00–17:00" (no am/pm), no space before the percent sign
 * ("25%"), day before month ("1 January 2026").
 */
const STYLE = {
  sv: [
    { pattern: /\b\d{1,2}:\d{2}\b/u, rule: 'times are whole hours with an en dash: 9–17' },
    { pattern: /\d%/u, rule: 'a space before the percent sign: 25 %' },
  ],
  en: [
    {
      pattern: /\b\d{1,2}(:\d{2})?\s?(am|pm)\b/iu,
      rule: 'times use the 24-hour clock: 9:00–17:00',
    },
    { pattern: /\d\s%/u, rule: 'no space before the percent sign: 25%' },
    {
      pattern: new RegExp(`\\b(${MONTHS})\\s+\\d{1,2}(st|nd|rd|th)?\\b`, 'u'),
      rule: 'day before month: 1 January 2026',
    },
  ],
}

/**
 * The glossary and house-style problems of one message. Pure: the same answer in the catalogue
 * check and in the editor's row warning.
 * @param {string} id message id (for the per-id exceptions)
 * @param {string} svText the Swedish source
 * @param {string} enText the English translation
 * @param {import('./glossary.d.mts').Glossary} [glossary]
 * @returns {import('./glossary.d.mts').GlossaryIssue[]}
 */
export function glossaryIssues(id, svText, enText, glossary = defaultGlossary) {
  const issues = []
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
  ]) {
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
