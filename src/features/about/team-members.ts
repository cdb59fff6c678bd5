import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export interface TeamMember {
  id: string
  /** PLACEHOLDER: real names replace these; initials are derived from the name. */
  name: string
  role: MessageDescriptor
  bio: MessageDescriptor
  /** PLACEHOLDER profile URL. */
  linkedInUrl: string
}

/** The team page's data: the one place to change when the real people are announced. */
export const teamMembers: TeamMember[] = [
  {
    id: 'ceo',
    name: 'Anna Exempel',
    role: msg({ id: 'about.team.ceo.role', message: 'Vd och grundare' }),
    bio: msg({ id: 'about.team.ceo.bio', message: 'Har arbetat med logistik och inköp i tjugo år och grundade Cirkla för att pallar inte ska behöva försvinna.' }),
    linkedInUrl: 'https://www.linkedin.com/in/placeholder-ceo',
  },
  {
    id: 'cto',
    name: 'Björn Exempel',
    role: msg({ id: 'about.team.cto.role', message: 'Teknikchef' }),
    bio: msg({ id: 'about.team.cto.bio', message: 'Bygger plattformen, API:t och kopplingarna till QR- och RFID-läsare.' }),
    linkedInUrl: 'https://www.linkedin.com/in/placeholder-cto',
  },
  {
    id: 'sustainability',
    name: 'Cecilia Exempel',
    role: msg({ id: 'about.team.sustainability.role', message: 'Hållbarhetschef' }),
    bio: msg({ id: 'about.team.sustainability.bio', message: 'Expert på producentansvar och Scope 3, och den som ser till att rapporterna håller vid en revision.' }),
    linkedInUrl: 'https://www.linkedin.com/in/placeholder-sustainability',
  },
  {
    id: 'customers',
    name: 'David Exempel',
    role: msg({ id: 'about.team.customers.role', message: 'Kundansvarig' }),
    bio: msg({ id: 'about.team.customers.bio', message: 'Leder införandet hos nya kunder, från första datauttag till full drift.' }),
    linkedInUrl: 'https://www.linkedin.com/in/placeholder-customers',
  },
  {
    id: 'logistics',
    name: 'Elin Exempel',
    role: msg({ id: 'about.team.logistics.role', message: 'Logistikexpert' }),
    bio: msg({ id: 'about.team.logistics.bio', message: 'Kartlägger flöden av lastbärare och hittar var svinnet uppstår.' }),
    linkedInUrl: 'https://www.linkedin.com/in/placeholder-logistics',
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
