// The virtual module has no file to take its types from: they are declared beside it, and an app's
// typecheck reaches them only through this reference.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./virtual-host.d.ts" />
import host from 'virtual:lingui-translation-editor/host'

// The app's own values (editor-host.ts), from the module its vite.config names: the editor's
// Vite plugin serves it as this virtual module, so the package imports nothing of the app's.

export const fileLabel = (ns: string) => host.fileLabels?.[ns]
export const fileLabelIds = () => Object.values(host.fileLabels ?? {}).map((label) => label.id)
export const pagesOf = (messageId: string, origins: readonly string[]) =>
  host.pagesOf?.(messageId, origins) ?? []
export const editorHref = (lang: string) => host.editorHref?.(lang) ?? `/${lang}/translations`
export const glossaryIssues = (id: string, source: string, translation: string) =>
  host.glossaryIssues?.(id, source, translation) ?? []
export const intlLocale = (lang: string) => host.intlLocales?.[lang] ?? lang
