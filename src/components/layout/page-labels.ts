import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { PagePath } from '../../i18n/slugs'

/** The one label of every page: navigation, footer, breadcrumb and language switcher use it. */
export const pageLabels: Record<PagePath, MessageDescriptor> = {
  '/$lang/': msg({ id: 'common.page.home', message: 'Hem' }),
  '/$lang/producer-responsibility': msg({ id: 'common.page.producer', message: 'Producentansvar' }),
  '/$lang/optimize-fleet': msg({ id: 'common.page.fleet', message: 'Optimera flotta' }),
  '/$lang/calculator': msg({ id: 'common.page.calculator', message: 'Miljöavgiftskalkylator' }),
  '/$lang/about/meet-team': msg({ id: 'common.page.team', message: 'Träffa teamet' }),
  '/$lang/about/customer-cases': msg({ id: 'common.page.cases', message: 'Kundcase' }),
  '/$lang/materials/wood-plastic-steel': msg({ id: 'common.page.materials', message: 'Materialguide' }),
  '/$lang/get-started/api': msg({ id: 'common.page.api', message: 'API-dokumentation' }),
  '/$lang/get-started/login': msg({ id: 'common.page.login', message: 'Logga in' }),
  '/$lang/get-started/register': msg({ id: 'common.page.register', message: 'Skapa konto' }),
  '/$lang/get-started/guide': msg({ id: 'common.page.guide', message: 'Kom igång-guide' }),
  '/$lang/get-started/support': msg({ id: 'common.page.support', message: 'Support' }),
  '/$lang/sustainability-reporting': msg({
    id: 'common.page.sustainability',
    message: 'Hållbarhetsredovisning',
  }),
  '/$lang/privacy-policy': msg({ id: 'common.page.privacy', message: 'Integritetspolicy' }),
  '/$lang/terms-of-service': msg({ id: 'common.page.terms', message: 'Användarvillkor' }),
  '/$lang/cookies': msg({ id: 'common.page.cookies', message: 'Cookiepolicy' }),
  '/$lang/contact': msg({ id: 'common.page.contact', message: 'Kontakt' }),
  '/$lang/translations': msg({ id: 'common.page.translations', message: 'Översättningar' }),
}
