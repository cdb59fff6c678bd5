import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { EditorHost } from 'lingui-translation-editor'
import { intlLocale, type Locale } from './i18n/locales'
import { pagePaths, pages, type PagePath } from './i18n/pages'
import { publicPath } from './i18n/slugs'
import { catalogueSources, headsFolder, type Namespace } from './shared/catalogues'
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
  'calculator-details': msg({
    id: 'editor.file.calculator-details',
    message: 'Kalkylator: resultat och frågor',
  }),
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
 * The modules of a namespace with several pages that only one of them shows: its body and what
 * only it imports. A module of the namespace not listed is on each of its pages (account's
 * schemas, legal's subprocessors). tests/unit/editor-host-pages.test.ts derives the same from the
 * route files' imports: a page or an import this misses fails there.
 */
const pageModules: Partial<Record<PagePath, readonly string[]>> = {
  '/$lang/about/meet-team': [
    'src/features/about/team-page.tsx',
    'src/features/about/team-members.ts',
  ],
  '/$lang/about/customer-cases': ['src/features/about/customer-cases-page.tsx'],
  '/$lang/get-started/login': [
    'src/features/account/login-page.tsx',
    'src/features/account/login-form.tsx',
  ],
  '/$lang/get-started/register': [
    'src/features/account/register-page.tsx',
    'src/features/account/register-form.tsx',
    'src/features/account/register-schema.ts',
  ],
  '/$lang/privacy-policy': [
    'src/features/legal/privacy-page.tsx',
    'src/features/legal/privacy-content.ts',
  ],
  '/$lang/terms-of-service': [
    'src/features/legal/terms-page.tsx',
    'src/features/legal/terms-content.ts',
    'src/features/legal/terms-content-liability.ts',
  ],
}

/** Whether a page shows the messages a source file defines (the catalogue's `#:` origins). */
function shows(path: PagePath, file: string): boolean {
  const { ns } = pages[path]
  // A page's head copy is its namespace's, but named page by page in the registry (pagesOf).
  if (file.startsWith(`${headsFolder}/`)) return false
  if (!catalogueSources(ns).some((dir) => file === dir || file.startsWith(`${dir}/`))) return false
  const own = pagePaths.filter((p) => pages[p].ns === ns && pageModules[p]?.includes(file))
  return own.length === 0 || own.includes(path)
}

/**
 * The pages a message appears on: those that render a file defining it (from the catalogue's
 * origins: a page's namespace folder, narrowed by pageModules), or whose head texts (label,
 * title, description, keywords) the registry names it for. The layout's and shared parts'
 * `common` texts are on many pages and get no link.
 */
function pagesOf(key: string, origins: readonly string[]): PagePath[] {
  return pagePaths.filter((path) => {
    const page: (typeof pages)[PagePath] = pages[path]
    const head = [page.label, page.description, 'title' in page ? page.title : undefined].concat(
      'keywords' in page ? [page.keywords] : [],
    )
    return head.some((m) => m?.id === key) || origins.some((file) => shows(path, file))
  })
}

const host: EditorHost<Locale> = {
  fileLabels,
  pagesOf: (key, origins) =>
    pagesOf(key, origins).map((path) => ({
      label: pages[path].label,
      href: (lang) => publicPath(path, lang),
    })),
  editorHref: (lang) => publicPath('/$lang/translations', lang),
  glossaryIssues: (id, sv, en) => glossaryIssues(id, sv, en),
  intlLocales: intlLocale,
}

export default host
