import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { EditorHost } from 'lingui-translation-editor'
import { intlLocale, type Locale } from './i18n/locales'
import { pagePaths, pages, type PagePath } from './i18n/pages'
import { publicPath } from './i18n/slugs'
import type { Namespace } from './shared/catalogues'
import { glossaryIssues } from './shared/glossary'

/**
 * What only this site knows, for the translation editor (packages/translation-editor): vite.config.ts
 * names this module (`translationEditor({ host })`) and the editor imports it through its plugin.
 * Its labels are in the editor's catalogue (src/shared/catalogues.ts).
 */

/** The sidebar's name of each catalogue: a namespace without one fails the typecheck. */
const fileLabels: Record<Namespace, MessageDescriptor> = {
  about: msg({ id: 'editor.file.about', message: 'Om oss och kundcase' }),
  account: msg({ id: 'editor.file.account', message: 'Inloggning och registrering' }),
  api: msg({ id: 'editor.file.api', message: 'API-dokumentation' }),
  calculator: msg({ id: 'editor.file.calculator', message: 'Kalkylator' }),
  common: msg({ id: 'editor.file.common', message: 'Gemensamt (meny, sidfot, knappar)' }),
  contact: msg({ id: 'editor.file.contact', message: 'Kontakt' }),
  cookies: msg({ id: 'editor.file.cookies', message: 'Cookiepolicy' }),
  editor: msg({ id: 'editor.file.editor', message: 'Översättningsverktyget' }),
  fleet: msg({ id: 'editor.file.fleet', message: 'Optimera flotta' }),
  guide: msg({ id: 'editor.file.guide', message: 'Kom igång-guide' }),
  home: msg({ id: 'editor.file.home', message: 'Startsidan' }),
  legal: msg({ id: 'editor.file.legal', message: 'Villkor och integritet' }),
  materials: msg({ id: 'editor.file.materials', message: 'Materialguide' }),
  producer: msg({ id: 'editor.file.producer', message: 'Producentansvar' }),
  support: msg({ id: 'editor.file.support', message: 'Support' }),
  sustainability: msg({ id: 'editor.file.sustainability', message: 'Hållbarhetsredovisning' }),
}

/**
 * The pages a message appears on, from the page registry: a page's own namespace, or the head
 * texts (label, title, description, keywords) the registry names for it. The layout's other
 * `common` texts are on every page and get no link.
 */
function pagesOf(key: string): PagePath[] {
  const ns = key.split('.')[0]
  return pagePaths.filter((path) => {
    const page: (typeof pages)[PagePath] = pages[path]
    if (page.ns === ns) return true
    return [page.label, page.description, 'title' in page ? page.title : undefined]
      .concat('keywords' in page ? [page.keywords] : [])
      .some((m) => m?.id === key)
  })
}

const host: EditorHost<Locale> = {
  fileLabels,
  pagesOf: (key) =>
    pagesOf(key).map((path) => ({
      label: pages[path].label,
      href: (lang) => publicPath(path, lang),
    })),
  editorHref: (lang) => publicPath('/$lang/translations', lang),
  glossaryIssues: (id, sv, en) => glossaryIssues(id, sv, en),
  intlLocales: intlLocale,
}

export default host
