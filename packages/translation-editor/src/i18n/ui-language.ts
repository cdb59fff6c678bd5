// The virtual modules have no file to take their types from: they are declared beside this one,
// and an app's typecheck reaches them only through this reference.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./virtual-ui.d.ts" />
import { setupI18n, type I18n, type Messages } from '@lingui/core'
import option from 'virtual:lingui-translation-editor/ui-language'
import { load, loaded } from 'virtual:lingui-translation-editor/ui-catalogues'

/**
 * The language of the editor's own interface (its page and the in-context panel), apart from the
 * app's languages: the editor ships its texts in these (locales/<lang>/editor.po, compiled by its
 * plugin, src/server/ui-catalogues.ts) and renders them with an i18n instance of its own, so the
 * app's catalogues hold none of them and the app's instance never loads them.
 */
const shipped = ['sv', 'en'] as const
export type UiLanguage = (typeof shipped)[number]

/** English where the editor does not speak the page's language: the translators' common one. */
const fallback: UiLanguage = 'en'

/**
 * The plugin's `uiLanguage`: a language the editor ships, or `auto`, the page's (`lang` is the app
 * route's language, else the document's `lang`) when the editor ships it, else English.
 */
export function uiLanguage(pageLanguage: string | undefined, chosen: string = option): UiLanguage {
  const wanted = chosen === 'auto' ? pageLanguage : chosen
  const primary = wanted?.toLowerCase().split('-')[0]
  return shipped.find((l) => l === primary) ?? fallback
}

/** The page's language as the document states it (`<html lang>`), outside React. */
export const documentLanguage = () =>
  typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined

const instance = (lang: UiLanguage, messages: Messages) =>
  setupI18n({ locale: lang, messages: { [lang]: messages } })
const ready = new Map<UiLanguage, I18n>()
for (const lang of shipped) {
  const messages = loaded[lang]
  if (messages) ready.set(lang, instance(lang, messages))
}
const loading = new Map<UiLanguage, Promise<I18n>>()

/**
 * The interface's i18n instance in a language: at once once its catalogue is in, else the promise
 * of it (a failed load is tried again by the next call). One instance per language, never
 * switched: a page that changes language renders with the other instance.
 */
export function uiI18n(lang: UiLanguage): I18n | Promise<I18n> {
  const made = ready.get(lang)
  if (made) return made
  let pending = loading.get(lang)
  if (!pending) {
    pending = load[lang]().then(
      ({ messages }) => {
        const made = instance(lang, messages)
        ready.set(lang, made)
        return made
      },
      (error: unknown) => {
        loading.delete(lang)
        throw error
      },
    )
    loading.set(lang, pending)
  }
  return pending
}

// Loading starts as the editor's module is evaluated, in the page's language: the router loads a
// route's module before it renders (and, on a prerendered page, before it hydrates), so the page's
// first render usually finds it in. Another language (a later route) loads on first use. A
// server render has them all already.
if (typeof document !== 'undefined') void uiI18n(uiLanguage(documentLanguage()))
