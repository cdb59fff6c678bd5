// The virtual module has no file to take its types from: they are declared beside it, and an app's
// typecheck reaches them only through this reference.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./virtual-config.d.ts" />
import {
  catalogues,
  files,
  languages as pair,
  storageName,
} from 'virtual:lingui-translation-editor/config'
import type { Namespace } from './catalogues'
import { roles, type Role } from './languages'

/**
 * What the browser has of the app's lingui.config, from the editor's Vite plugin (the built
 * editor and Vitest too): the language of each role, where each catalogue is, the catalogues
 * themselves, and the name the editor's storage keys and export files carry.
 */
export const languages: Readonly<Record<Role, string>> = pair

/** The role of a language code, if it is one of the pair. */
export const roleOf = (code: string | undefined): Role | undefined =>
  roles.find((role) => languages[role] === code)

/** A page's language for links: its own when it is one of the pair, else the source language. */
export const pairLocale = (code: string | undefined): string => languages[roleOf(code) ?? 'source']

/** A catalogue's file in the app, relative to its root: `locales/en/home.po`. */
export const cataloguePath = (lang: Role, ns: Namespace): string =>
  (catalogues[ns] ?? `${ns}/{locale}`).replace('{locale}', languages[lang]) + '.po'

/**
 * The catalogues as this build (or the dev server) has them, lazily: each file is its own small
 * chunk, fetched when the editor opens it.
 */
export const shippedFiles = files

/** `<name>.editor.…` in storage, `<name>-…` in the names of exported files. */
export { storageName }
