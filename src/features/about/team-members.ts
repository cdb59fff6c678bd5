import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export interface TeamMember {
  id: string
  /** PLACEHOLDER: real names replace these; initials are derived from the name. */
  name: string
  /** PLACEHOLDER: the roles stand in until the real people and their titles are announced. */
  role: MessageDescriptor
  /**
   * The person's real profile page (e.g. on LinkedIn), once there is one. Left out until then: a
   * made-up address on a real site would send visitors to a stranger's profile or a dead page.
   */
  profileUrl?: string
}

/**
 * The team page's data: the one place to change when the real people are announced. The spec
 * names five team members and nothing more, so there are no biographies until real ones exist.
 */
export const teamMembers: TeamMember[] = [
  {
    id: 'ceo',
    name: 'Anna Exempel',
    role: msg({ id: 'about.team.ceo.role', message: 'Vd och grundare' }),
  },
  {
    id: 'cto',
    name: 'Björn Exempel',
    role: msg({ id: 'about.team.cto.role', message: 'Teknikchef' }),
  },
  {
    id: 'sustainability',
    name: 'Cecilia Exempel',
    role: msg({ id: 'about.team.sustainability.role', message: 'Hållbarhetschef' }),
  },
  {
    id: 'customers',
    name: 'David Exempel',
    role: msg({ id: 'about.team.customers.role', message: 'Kundansvarig' }),
  },
  {
    id: 'logistics',
    name: 'Elin Exempel',
    role: msg({ id: 'about.team.logistics.role', message: 'Logistikexpert' }),
  },
]

/** "Anna Exempel" -> "AE": first letter of the first and the last name. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  if (parts.length === 0) return ''
  const first = parts[0]!.charAt(0)
  const last = parts.length > 1 ? parts[parts.length - 1]!.charAt(0) : ''
  return (first + last).toUpperCase()
}
