import { msg } from '@lingui/core/macro'
import type { PageMeta } from '../../i18n/head'

export const contactMeta: PageMeta = {
  title: msg({ id: 'contact.meta.title', message: "Kontakta oss" }),
  description: msg({ id: 'contact.meta.description', message: "Kontakta Cirkla: telefon, e-post, adress och demobokning." }),
}
