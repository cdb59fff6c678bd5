import { msg } from '@lingui/core/macro'
import type { PageMeta } from '../../i18n/head'

export const loginMeta: PageMeta = {
  title: msg({ id: 'account.login.meta.title', message: 'Logga in' }),
  description: msg({ id: 'account.login.meta.description', message: 'Logga in på Cirkla (demo).' }),
}
