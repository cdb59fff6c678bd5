import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'

// The translation editor's own boundaries, for the workspace's ESLint (the root config spreads
// these blocks). Paths are this package's (basePath); `src/` below is the package's.
const dir = import.meta.dirname
const ui = ['page', 'table', 'row', 'saving', 'drafts', 'suggestions', 'export', 'ui']
const zones = [
  // The package imports nothing of the app it serves (this workspace's site or any other): what
  // is the app's comes from its lingui.config, its catalogues and the host module its vite.config
  // names (src/host/host.ts, through the plugin's virtual module).
  {
    target: 'src',
    from: ['../../src', '../../tests', '../../scripts', '../../styled-system'],
    message:
      "The package imports nothing of the app: the app's values come through the plugin's options (src/host/host.ts).",
  },
  // The translation API in the page (its handlers over browser storage, answered by MSW's
  // getResponse) sits under the editor's interface: it knows the API contract and the storage
  // helper, never the interface, which reaches it only through api/api-client.ts.
  {
    target: 'src/browser',
    from: 'src',
    except: [
      './browser',
      './api/api-schema.ts',
      './api/translation-api.ts',
      './api/storage.ts',
      './drafts/stored.ts',
      './po.ts',
      './host/catalogues.ts',
      './host/languages.ts',
      './host/app-config.ts',
      './host/namespaces.ts',
    ],
    message:
      "The in-page API knows only the API's contract, its handlers and storage interface, stored.ts, po.ts and the host's catalogues, languages and the app's config.",
  },
  {
    target: [...ui.map((d) => `src/${d}`), 'src/in-context', 'src/*.ts'],
    from: 'src/browser',
    message: 'The interface reaches the API over HTTP (api/api-client.ts), never by import.',
  },
  // The dev server's translation API (the code writer with Babel, prettier and Lingui's
  // extractor; the file storage) is Node code: it serves the same handlers over files and shares
  // the contract, nothing of the interface, and nothing of the browser imports it.
  {
    target: 'src/server',
    from: 'src',
    except: [
      './server',
      './api/api-schema.ts',
      './api/translation-api.ts',
      './api/storage.ts',
      './po.ts',
      './host/catalogues.ts',
      './host/languages.ts',
      './host/app-config.ts',
    ],
    message:
      "The server uses the API's contract, handlers and storage interface, po.ts and the host's catalogues and languages; nothing of the interface.",
  },
  {
    target: [...ui.map((d) => `src/${d}`), 'src/in-context', 'src/api', 'src/browser', 'src/*.ts'],
    from: 'src/server',
    message: 'src/server/ is Node code the dev server loads: the browser never imports it.',
  },
  // In-context editing runs under the dev server only: its plugin injects it into the page.
  // Imported by anything else, it would ship.
  {
    target: [...ui.map((d) => `src/${d}`), 'src/api', 'src/browser', 'src/server', 'src/*.ts'],
    from: 'src/in-context',
    message:
      'In-context editing is dev-server only (injected by src/server/vite-plugin.ts): nothing imports it.',
  },
]

// The package's two worlds, as its tsconfigs have them (the workspace's eslint.config.js gives each
// world its globals): the interface runs in the browser (tsconfig.app.json), the dev server and
// the command in Node (tsconfig.node.json); the tests, and the bench that drives Chromium as they
// do, see both (tsconfig.test.json).
const here = 'packages/translation-editor'
export const worlds = {
  browser: { files: [`${here}/src/**/*.{ts,tsx}`], ignores: [`${here}/src/server/**`] },
  node: { files: [`${here}/src/server/**`, `${here}/*.{ts,js}`, `${here}/bin/**`] },
  both: { files: [`${here}/tests/**`, `${here}/scripts/**`] },
}

export default [
  {
    files: ['packages/translation-editor/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${dir}/tsconfig.app.json` }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: dir, zones }],
    },
  },
]
