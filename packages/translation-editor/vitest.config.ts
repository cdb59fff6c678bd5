import { fileURLToPath } from 'node:url'
import { withFilter } from 'vite'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'
import { translationEditor } from './src/server/vite-plugin'
import { site } from '../../src/config/site'

// The editor's unit tests run on a host app, as the editor itself does: its catalogues (`/locales`
// is the root's), its Lingui config and its interface messages. The host is this workspace's site
// (until the package has an app of its own to test on): Vite's root and the tests' working
// directory (tests/unit/setup.ts).
const host = fileURLToPath(new URL('../..', import.meta.url))
const here = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  root: host,
  plugins: [
    // The Babel pass only where a module imports a Lingui macro, as in the host's vite.config.ts.
    withFilter(react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), {
      transform: { code: /@lingui\/(?:core\/|react\/)?macro\b/ },
      pluginNamePattern: ['vite:react-babel'],
    }),
    lingui({ cwd: host }),
    // The host's values for the editor, as the host's vite.config.ts names them.
    translationEditor({ host: 'src/translation-editor.ts', name: site.name.toLowerCase() }),
  ],
  test: {
    name: 'translation-editor',
    root: host,
    environment: 'happy-dom',
    include: [`${here}tests/unit/**/*.test.{ts,tsx}`],
    setupFiles: [`${here}tests/unit/setup.ts`],
    // The page tests render the editor with its real catalogues: the first test of a file pays for
    // transforming it, which takes longer than 5 s on a 2-core machine.
    testTimeout: 20_000,
    // Node's child processes: setup.ts changes the working directory, which worker threads cannot.
    pool: 'forks',
    // One environment and module graph per worker, not per file; setup.ts cleans the DOM, MSW
    // handlers and storage after every test.
    isolate: false,
  },
})
