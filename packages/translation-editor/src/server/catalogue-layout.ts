import { isAbsolute, join, relative, sep } from 'node:path'
import { isNamespaceName, type Namespace } from '../host/catalogues'
import type { Role } from '../host/languages'

/**
 * What the editor takes from the app's lingui.config: the two languages and where each catalogue
 * is. The source language is `sourceLocale`; the target is the one other of `locales` (of several,
 * the one the plugin's `targetLocale` names). A catalogue per namespace: each `catalogs[].path`
 * names one (`<rootDir>/locales/{locale}/home`: the namespace `home`, its files
 * `locales/sv/home.po` and `locales/en/home.po`).
 */
export interface CatalogueLayout {
  /** The app's root: the paths below are relative to it. */
  root: string
  /** The language code of each role. */
  languages: Readonly<Record<Role, string>>
  /** Every language of the app's config (a catalogue changed in any of them reaches the pages). */
  locales: readonly string[]
  /** Each namespace's catalogue: its path with `{locale}`, without `.po`. */
  catalogues: Readonly<Record<Namespace, string>>
  /** The folder that holds every catalogue (extract's lock, the copy `extract --check` runs on). */
  dir: string
}

/** The part of Lingui's config the layout reads (`getConfig`'s normalized config has it). */
export interface LinguiLayoutConfig {
  sourceLocale?: string
  locales: readonly string[]
  /** Pseudo-localization's locales (a string, one, or several in Lingui's forms): never a pair's. */
  pseudoLocale?: string | { locale: string } | readonly { locale: string }[]
  rootDir?: string
  catalogs?: readonly { path: string }[]
}

export class LayoutError extends Error {}

/** The editor's pair from the app's languages; a clear error when it cannot tell which. */
export function languagePair(
  config: LinguiLayoutConfig,
  targetLocale?: string,
): Record<Role, string> {
  const source = config.sourceLocale
  if (!source) throw new LayoutError('lingui.config has no sourceLocale: the editor needs it')
  const others = realLocales(config).filter((l) => l !== source)
  const named = `lingui.config's locales (${others.join(', ') || 'none besides the source'})`
  if (targetLocale !== undefined) {
    if (!others.includes(targetLocale))
      throw new LayoutError(
        `translationEditor({ targetLocale: '${targetLocale}' }): not one of ${named}`,
      )
    return { source, target: targetLocale }
  }
  if (others.length === 1) return { source, target: others[0]! }
  throw new LayoutError(
    others.length
      ? `lingui.config has several languages to translate into (${others.join(', ')}): name the editor's with translationEditor({ targetLocale })`
      : `lingui.config has no language besides its sourceLocale (${source}) to translate into`,
  )
}

/** The config's locales but its pseudo-localized ones. */
function realLocales(config: LinguiLayoutConfig) {
  const pseudo = [config.pseudoLocale ?? []]
    .flat()
    .map((p) => (typeof p === 'string' ? p : p.locale))
  return config.locales.filter((l) => !pseudo.includes(l))
}

const placeholder = '{locale}'

/** The layout from the app's (normalized or written) Lingui config, relative to `root`. */
export function catalogueLayout(
  config: LinguiLayoutConfig,
  root: string,
  opts: { targetLocale?: string } = {},
): CatalogueLayout {
  const catalogues: Record<Namespace, string> = {}
  for (const { path } of config.catalogs ?? []) {
    const at = path.replace('<rootDir>', config.rootDir ?? root)
    const rel = relative(root, isAbsolute(at) ? at : join(root, at))
      .split(sep)
      .join('/')
    const ns = rel.slice(rel.lastIndexOf('/') + 1)
    if (rel.includes('{name}') || !rel.includes(`/${placeholder}/`) || !isNamespaceName(ns)) {
      throw new LayoutError(
        `lingui.config catalogue "${path}": the editor reads one catalogue per namespace, <rootDir>/<folder>/{locale}/<namespace>`,
      )
    }
    catalogues[ns] = rel
  }
  if (!Object.keys(catalogues).length) throw new LayoutError('lingui.config has no catalogs')
  return {
    root,
    languages: languagePair(config, opts.targetLocale),
    locales: realLocales(config),
    catalogues,
    dir: commonFolder(Object.values(catalogues).map((p) => p.slice(0, p.indexOf(placeholder)))),
  }
}

/** The longest folder every prefix lies in (`locales/` and `locales/` -> `locales`). */
function commonFolder(prefixes: string[]) {
  const split = prefixes.map((p) => p.split('/').slice(0, -1))
  const first = split[0]!
  let n = 0
  while (n < first.length && split.every((s) => s[n] === first[n])) n++
  return first.slice(0, n).join('/') || '.'
}

/** A catalogue's file, relative to the root: `locales/en/home.po`. */
export const cataloguePath = (layout: CatalogueLayout, lang: Role, ns: Namespace) =>
  layout.catalogues[ns]!.replace(placeholder, layout.languages[lang]) + '.po'

/** A catalogue's file on disk. */
export const catalogueFile = (layout: CatalogueLayout, lang: Role, ns: Namespace) =>
  join(layout.root, cataloguePath(layout, lang, ns))

/** The app's layout from its lingui.config (Lingui's own reader: the config's every format). */
export async function readCatalogueLayout(
  root: string,
  opts: { targetLocale?: string } = {},
): Promise<CatalogueLayout> {
  const { getConfig } = await import('@lingui/conf')
  return catalogueLayout(getConfig({ cwd: root, skipValidation: true }), root, opts)
}
