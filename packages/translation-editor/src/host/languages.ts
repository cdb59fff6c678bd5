/**
 * The editor's two languages, by their role: the source language, whose texts live in the code and
 * its extracted catalogue, and the one it is translated into. A row, a draft and the API carry one
 * text of each. Which languages they are is the app's (its lingui.config): the browser has them
 * from pair.ts, the dev server from its catalogue layout (server/catalogue-layout.ts).
 */
export const roles = ['source', 'target'] as const

export type Role = (typeof roles)[number]

/** Whether a value read from outside (a URL, a request) names one of the two roles. */
export function isRole(value: unknown): value is Role {
  return roles.some((role) => role === value)
}
