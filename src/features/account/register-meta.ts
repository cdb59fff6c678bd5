import { msg } from '@lingui/core/macro'
import type { PageMeta } from '../../i18n/head'

export const registerMeta: PageMeta = {
  title: msg({ id: 'account.register.meta.title', message: 'Skapa konto' }),
  description: msg({
    id: 'account.register.meta.description',
    message: 'Skapa ett Cirkla-konto och kom igång med spårning av lastbärare (demo).',
  }),
}
