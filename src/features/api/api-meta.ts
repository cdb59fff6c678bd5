import { msg } from '@lingui/core/macro'
import type { PageMeta } from '../../i18n/head'

export const apiMeta: PageMeta = {
  title: msg({ id: 'api.meta.title', message: "API-dokumentation" }),
  description: msg({ id: 'api.meta.description', message: "Kom igång med Cirklas API: autentisering med API-nyckel, endpoints för spårning, rapporter och flottoptimering." }),
  keywords: msg({ id: 'api.meta.keywords', message: "API, integration, spårning, REST" }),
}
