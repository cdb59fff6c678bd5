import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'

/** The languages of the editor's own interface: the catalogues it ships (locales/<lang>/editor.po). */
const uiLanguages = ['sv', 'en'] as const
type UiLanguage = (typeof uiLanguages)[number]

/**
 * The interface's language: one it ships, or `auto`, the app page's language when the editor ships
 * it, else English (the page and the in-context panel decide, src/i18n/ui-language.ts).
 */
export type UiLanguageOption = UiLanguage | 'auto'

// The name a build gives each language's chunk: `editor-interface-<lang>-<hash>.js`.
const messagesPrefix = 'virtual:lingui-translation-editor/editor-interface-'
const optionId = 'virtual:lingui-translation-editor/ui-language'
const cataloguesId = 'virtual:lingui-translation-editor/ui-catalogues'
const cataloguesDir = resolve(import.meta.dirname, '../../locales')
const sourceLanguage: UiLanguage = 'sv'

/**
 * The editor's own catalogues, compiled as Lingui compiles an app's, as
 * `virtual:lingui-translation-editor/editor-interface-<lang>`, and the chosen language as
 * `virtual:lingui-translation-editor/ui-language`. `virtual:lingui-translation-editor/ui-catalogues`
 * loads them: in the browser one lazy chunk per language, on first use; in a server render (an
 * app's prerender) all at once, so the page renders whole without waiting. The app's Lingui plugin
 * compiles only the app's catalogues (its lingui.config's), so the editor compiles its own; an
 * English message still untranslated falls back to the Swedish, as the app's do.
 */
export function uiCatalogues(option: UiLanguageOption = 'auto'): Plugin {
  if (option !== 'auto' && !uiLanguages.includes(option))
    throw new Error(
      `translationEditor({ uiLanguage }): "${String(option)}" is none of ${[...uiLanguages, 'auto'].join(', ')}`,
    )
  return {
    name: 'lingui-translation-editor:ui-catalogues',
    resolveId: (id) =>
      id === optionId || id === cataloguesId || id.startsWith(messagesPrefix)
        ? '\0' + id
        : undefined,
    async load(id, options) {
      if (id === '\0' + optionId) return `export default ${JSON.stringify(option)}`
      if (id === '\0' + cataloguesId) return cataloguesModule(options?.ssr === true)
      if (!id.startsWith('\0' + messagesPrefix)) return undefined
      const lang = id.slice(messagesPrefix.length + 1)
      if (!uiLanguages.some((l) => l === lang)) throw new Error(`No editor catalogue for "${lang}"`)
      const files = [...new Set([sourceLanguage, lang])].map((l) =>
        join(cataloguesDir, l, 'editor.po'),
      )
      for (const file of files) this.addWatchFile(file)
      const [{ poMessages }, { compileMessageOrThrow }] = await Promise.all([
        import('../po.ts'),
        import('@lingui/message-utils/compileMessage'),
      ])
      const messages: Record<string, unknown> = {}
      for (const file of files)
        for (const [key, text] of poMessages(await readFile(file, 'utf8')))
          if (text) messages[key] = compileMessageOrThrow(text)
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))})`
    },
  }
}

/** `load` (per language, on first use) and `loaded` (those already in: all, for a server render). */
function cataloguesModule(server: boolean): string {
  const id = (lang: UiLanguage) => JSON.stringify(messagesPrefix + lang)
  if (!server)
    return `export const loaded = {}
export const load = {${uiLanguages.map((l) => `${l}: () => import(${id(l)})`).join(', ')}}`
  return `${uiLanguages.map((l) => `import { messages as ${l} } from ${id(l)}`).join('\n')}
export const loaded = {${uiLanguages.join(', ')}}
export const load = {${uiLanguages.map((l) => `${l}: async () => ({ messages: ${l} })`).join(', ')}}`
}
