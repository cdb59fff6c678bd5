import { msg } from '@lingui/core/macro'
import type { PageMeta } from '../../i18n/head'

export const cookieMeta: PageMeta = {
  title: msg({ id: 'legal.cookie.meta.title', message: "Cookiepolicy" }),
  description: msg({ id: 'legal.cookie.meta.description', message: "Vilka cookies och vilken lokal lagring Cirklas webbplats använder och hur du styr dem." }),
}
