export interface GlossaryTerm {
  /** Swedish word beginnings, matched case-insensitively. */
  sv: string[]
  /** Accepted English renderings; the English message must contain one of them. */
  en: string[]
  /** English variants never used anywhere. */
  avoid?: string[]
}

export interface GlossaryException {
  /** The message id the exception is for. */
  id: string
  /** Swedish terms, avoided variants or `style:sv` / `style:en` that do not apply to it. */
  terms: string[]
  reason: string
}

export interface Glossary {
  terms: GlossaryTerm[]
  exceptions: GlossaryException[]
}

export interface GlossaryIssue {
  /** `term`: the rendering is missing; `avoid`: a variant outside the glossary; `style`: house style. */
  kind: 'term' | 'avoid' | 'style'
  /** The Swedish term, the avoided English variant, or the text that breaks the house style. */
  term: string
  /** The glossary's rendering(s), empty for house style. */
  expected: string[]
  /** For style issues: the language whose text breaks the house style. */
  lang?: 'sv' | 'en'
  /** One line in English for the catalogue check's output. */
  message: string
}

/** The glossary and house-style problems of one message (pure). */
export function glossaryIssues(
  id: string,
  svText: string,
  enText: string,
  glossary?: Glossary,
): GlossaryIssue[]
