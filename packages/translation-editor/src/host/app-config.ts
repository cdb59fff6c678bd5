// The virtual module has no file to take its types from: they are declared beside it, and an app's
// typecheck reaches them only through this reference.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./virtual-config.d.ts" />
import { catalogues, files } from 'virtual:lingui-translation-editor/catalogues'
import type { Namespace } from './catalogues'
import type { Role } from './languages'
import { languages } from './pair'

/**
 * What the editor has of the app's lingui.config's catalogues, from the editor's Vite plugin (the
 * built editor and Vitest too): where each catalogue is, and the catalogues themselves.
 */

/** A catalogue's file in the app, relative to its root: `locales/en/home.po`. */
export const cataloguePath = (lang: Role, ns: Namespace): string =>
  (catalogues[ns] ?? `${ns}/{locale}`).replace('{locale}', languages[lang]) + '.po'

/**
 * The catalogues as this build (or the dev server) has them, lazily: each file is its own small
 * chunk, fetched when the editor opens it.
 */
export const shippedFiles = files
