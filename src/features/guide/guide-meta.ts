import { msg } from '@lingui/core/macro'
import type { PageMeta } from '../../i18n/head'

export const guideMeta: PageMeta = {
  title: msg({ id: 'guide.meta.title', message: "Kom igång-guide" }),
  description: msg({ id: 'guide.meta.description', message: "Fyra steg för att komma igång med Cirkla: konto, lastbärare, integration och första rapporten." }),
  keywords: msg({ id: 'guide.meta.keywords', message: "kom igång, guide, onboarding" }),
}
