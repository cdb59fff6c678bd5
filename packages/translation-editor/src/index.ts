// The editor's page, for the app's route that hosts it (`/$lang/translations` and its kind).
export { TranslationEditorPage } from './page/translation-editor-page'
