// The editor's page, for the app's route that hosts it (`/$lang/translations` and its kind).
export { TranslationEditorPage } from './page/translation-editor-page'
// The shape of the app's host module (`translationEditor({ host })` in its vite.config).
export type { EditorHost, GlossaryIssue, HostPage } from './host/editor-host'
