import { msg } from '@lingui/core/macro'
import type { PageMeta } from '../../i18n/head'

export const materialGuideMeta: PageMeta = {
  title: msg({ id: 'materials.meta.title', message: "Materialguide: trä, plast och stål" }),
  description: msg({ id: 'materials.meta.description', message: "Livslängd, vikt per EUR-pall och återvinningsgrad för lastbärare i trä, plast och stål." }),
  keywords: msg({ id: 'materials.meta.keywords', message: "trä, plast, stål, EUR-pall, livslängd, återvinning" }),
}
