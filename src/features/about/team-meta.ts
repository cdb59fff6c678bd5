import { msg } from '@lingui/core/macro'
import type { PageMeta } from '../../i18n/head'

export const teamMeta: PageMeta = {
  title: msg({ id: 'about.team.meta.title', message: "Träffa teamet" }),
  description: msg({ id: 'about.team.meta.description', message: "Möt teamet bakom Cirkla: fem personer med erfarenhet av logistik, hållbarhet och mjukvara." }),
  keywords: msg({ id: 'about.team.meta.keywords', message: "team, om oss, Cirkla" }),
}
