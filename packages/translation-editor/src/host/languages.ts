/**
 * The editor's two languages, by their role: the source language, whose texts live in the code and
 * its extracted catalogue, and the one it is translated into. A row, a draft and the API carry one
 * text of each. Which languages they are is the app's: its lingui.config's `sourceLocale` and the
 * other of its `locales` (the Vite plugin passes them on).
 */
export const roles = ['source', 'target'] as const

export type Role = (typeof roles)[number]

/** The language code of each role. */
export const languages: Readonly<Record<Role, string>> = { source: 'sv', target: 'en' }

/** Whether a value read from outside (a dataset) names one of the two roles. */
export function isRole(value: unknown): value is Role {
  return roles.some((role) => role === value)
}

/** The role of a language code, if it is one of the pair. */
export const roleOf = (code: string | undefined): Role | undefined =>
  roles.find((role) => languages[role] === code)

/** A page's language for links: its own when it is one of the pair, else the source language. */
export const pairLocale = (code: string | undefined): string => languages[roleOf(code) ?? 'source']
