import { msg } from '@lingui/core/macro'
import type { PageMeta } from '../../i18n/head'

export const privacyMeta: PageMeta = {
  title: msg({ id: 'legal.privacy.meta.title', message: "Integritetspolicy" }),
  description: msg({ id: 'legal.privacy.meta.description', message: "Hur Cirkla behandlar personuppgifter: vilka uppgifter, varför, hur länge och dina rättigheter." }),
}
