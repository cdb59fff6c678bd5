import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'
import { translationEditor } from 'lingui-translation-editor/vite'

// A second app for the editor, as any Lingui + React + Vite project adds it: one plugin line.
export default defineConfig({
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    // Its translators work in Swedish: the editor's interface is Swedish on either language's
    // route (the default, `auto`, would follow the route: English on /en, and on /de, a language
    // the editor does not ship).
    translationEditor({ uiLanguage: 'sv' }),
  ],
})
