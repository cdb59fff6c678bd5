import type { MessageDescriptor } from '@lingui/core'

/** One finding of an app's own check of a message (its glossary, its house style). */
export interface GlossaryIssue {
  /** `term`: the rendering is missing; `avoid`: a variant outside the glossary; `style`: house style. */
  kind: 'term' | 'avoid' | 'style'
  /** The source-language term, the avoided variant, or the text that breaks the house style. */
  term: string
  /** The glossary's rendering(s), empty for house style. */
  expected: string[]
  /** For style issues: the language (its code) whose text breaks the house style. */
  lang?: string
}

/**
 * A page of the app that shows a message: a link in the message's row. `L`: the app's own type of
 * its language codes (the editor passes one of the pair from its lingui.config).
 */
export interface HostPage<L extends string = string> {
  label: MessageDescriptor
  href: (lang: L) => string
}

/**
 * What only the app knows, from the module its vite.config names (`translationEditor({ host })`).
 * Everything is optional: without it the editor names files by namespace, links no pages, runs
 * only the ICU check and lives at `/<lang>/translations`.
 */
export interface EditorHost<L extends string = string> {
  /** The sidebar's name of each catalogue (its namespace when missing). */
  fileLabels?: Readonly<Record<string, MessageDescriptor>>
  /** The pages that show a message (its row lists them). */
  pagesOf?: (messageId: string) => readonly HostPage<L>[]
  /** The editor's own page in a language (the in-context panel links there). */
  editorHref?: (lang: L) => string
  /** The app's checks of a message beside ICU's (a glossary, house style). */
  glossaryIssues?: (id: string, source: string, translation: string) => GlossaryIssue[]
  /** The Intl locale of each language (dates in a row's history); the language's code if missing. */
  intlLocales?: Readonly<Partial<Record<L, string>>>
}
