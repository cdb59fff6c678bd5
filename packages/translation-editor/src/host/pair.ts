// The virtual module has no file to take its types from: they are declared beside it, and an app's
// typecheck reaches them only through this reference.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./virtual-config.d.ts" />
import { languages as pair, storageName } from 'virtual:lingui-translation-editor/config'
import { roles, type Role } from './languages'

/**
 * What the browser has of the app's lingui.config that the app's own pages need too (the editor
 * route's search parsing): the language of each role, and the name the editor's storage keys and
 * export files carry. The catalogues are host/app-config.ts's, loaded with the editor only.
 */
export const languages: Readonly<Record<Role, string>> = pair

/** The role of a language code, if it is one of the pair. */
export const roleOf = (code: string | undefined): Role | undefined =>
  roles.find((role) => languages[role] === code)

/** A page's language for links: its own when it is one of the pair, else the source language. */
export const pairLocale = (code: string | undefined): string => languages[roleOf(code) ?? 'source']

/** `<name>.editor.…` in storage, `<name>-…` in the names of exported files. */
export { storageName }
