// `lingui-translation-editor/vite`: the editor's Vite plugin (src/server/vite-plugin.ts). The
// package ships its TypeScript sources, which Node does not load by itself (Vite loads a config's
// package imports with Node): tsx does, for this module and what it imports.
import { tsImport } from 'tsx/esm/api'

const plugin = await tsImport('./src/server/vite-plugin.ts', import.meta.url)

export const translationEditor = plugin.translationEditor
