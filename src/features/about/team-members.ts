import type { MessageDescriptor } from '@lingui/core'
import { site } from '../../config/site'

export interface TeamMember {
  id: string
  /** From src/config/site.ts (a placeholder until the real names replace it there). */
  name: string
  /**
   * The person's real title, once the real people are announced. Left out until then: a title
   * beside a placeholder name would present an invented fact (the spec names no roles).
   */
  role?: MessageDescriptor
  /**
   * The person's real profile page (e.g. on LinkedIn), once there is one. Left out until then: a
   * made-up address on a real site would send visitors to a stranger's profile or a dead page.
   */
  profileUrl?: string
}

/**
 * The team page's people: the names from src/config/site.ts (with the other values that must be
 * real before launch), and, once the real people are announced, a title or a profile link added
 * here by position. The spec names five team members and nothing more, so there are no titles
 * or biographies until real ones exist (the ids say nothing about a role either).
 */
export const teamMembers: TeamMember[] = site.team.map((name, i) => ({
  id: `member${i + 1}`,
  name,
}))

/** "Anna Exempel" -> "AE": first letter of the first and the last name. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  if (parts.length === 0) return ''
  const first = parts[0]!.charAt(0)
  const last = parts.length > 1 ? parts[parts.length - 1]!.charAt(0) : ''
  return (first + last).toUpperCase()
}
