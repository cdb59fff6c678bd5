import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { PagePath } from '../../i18n/pages'

export type NavItem =
  | { kind: 'link'; page: PagePath; label?: MessageDescriptor }
  | { kind: 'group'; id: string; label: MessageDescriptor; pages: PagePath[] }

/** Top navigation (spec §2, shared page features); desktop and mobile render the same list. */
export const navItems: NavItem[] = [
  { kind: 'link', page: '/$lang/' },
  {
    kind: 'group',
    id: 'producer',
    label: msg({ id: 'common.nav.producerGroup', message: 'Producentansvar' }),
    pages: [
      '/$lang/producer-responsibility',
      '/$lang/calculator',
      '/$lang/materials/wood-plastic-steel',
    ],
  },
  { kind: 'link', page: '/$lang/optimize-fleet' },
  {
    kind: 'group',
    id: 'about',
    label: msg({ id: 'common.nav.aboutGroup', message: 'Om oss' }),
    pages: ['/$lang/about/meet-team', '/$lang/about/customer-cases'],
  },
  {
    kind: 'group',
    id: 'get-started',
    label: msg({ id: 'common.nav.getStartedGroup', message: 'Kom igång' }),
    pages: [
      '/$lang/get-started/api',
      '/$lang/get-started/login',
      '/$lang/get-started/register',
      '/$lang/get-started/guide',
      '/$lang/get-started/support',
    ],
  },
  { kind: 'link', page: '/$lang/contact' },
  {
    kind: 'link',
    page: '/$lang/sustainability-reporting',
    // The page's full name does not fit the bar at 1024 px; the page itself says "reporting".
    label: msg({ id: 'common.nav.sustainability', message: 'Hållbarhet' }),
  },
]

/**
 * The application's login (site.appLoginUrl), beside the site's demo login page ("Kom igång" ›
 * "Logga in") in the same header and menu: a name of its own.
 */
export const appLoginName = msg({ id: 'common.header.appLoginName', message: 'Logga in i appen' })
