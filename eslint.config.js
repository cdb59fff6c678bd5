import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import lingui from 'eslint-plugin-lingui'
import pluginRouter from '@tanstack/eslint-plugin-router'
import pluginQuery from '@tanstack/eslint-plugin-query'
import globals from 'globals'
import { importX as importXPlugin } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { readdirSync } from 'node:fs'

// Imports run one way: routes -> features -> components -> i18n -> config (DESIGN.md §3, §8).
// The app shell (main, router, app, entry-prerender, the generated route tree) sits on top.
const shell = [
  'src/main.tsx',
  'src/router.tsx',
  'src/app.tsx',
  'src/entry-prerender.tsx',
  'src/routeTree.gen.ts',
]
const above = {
  features: ['src/routes', ...shell],
  components: ['src/features', 'src/routes', ...shell],
  i18n: ['src/components', 'src/features', 'src/routes', ...shell],
  config: ['src/i18n', 'src/components', 'src/features', 'src/routes', ...shell],
}
const upward = (layer) => ({
  target: `src/${layer}`,
  from: above[layer],
  message: `${layer}/ sits below this import: move the shared piece down a layer (routes -> features -> components -> i18n -> config).`,
})
// A feature never imports another feature: what two pages share moves down to components/.
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
const layerZones = [
  ...Object.keys(above).map(upward),
  // Theme tokens and recipes (read by panda.config.ts) depend on nothing of the app.
  {
    target: 'src/theme',
    from: 'src',
    except: ['./theme'],
    message: 'theme/ depends on nothing of the app.',
  },
  ...features.map((name) => ({
    target: `src/features/${name}`,
    from: 'src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature: move the shared piece to components/.',
  })),
  // The floor under every layer: the .po, ICU and glossary logic and the list of catalogues,
  // which the app, lingui.config.ts and scripts/ (Node, through tsx) all import.
  {
    target: 'src/shared',
    from: 'src',
    except: ['./shared'],
    message: 'shared/ imports nothing of the app: scripts/ and lingui.config.ts run it in Node.',
  },
  {
    target: 'src',
    from: 'scripts',
    message: 'The app never imports scripts/: what both need lives in src/shared/.',
  },
  {
    target: 'src',
    from: 'mocks',
    message: 'mocks/ is unit-test set-up (msw/node): the app never imports it.',
  },
  // The editor's back end in the page (the translation API's handlers, browser storage, MSW's
  // in-page answer) sits under the editor's UI: it knows the API contract and the editor's storage
  // helper, never the UI; the UI reaches it only through api-client.ts (fetch in `npm start`).
  {
    target: 'src/features/editor/backend',
    from: 'src/features/editor',
    except: ['./backend', './api-schema.ts', './stored.ts'],
    message: "The editor's back end knows only api-schema.ts and stored.ts of the editor.",
  },
  {
    target: 'src/features/editor/*.{ts,tsx}',
    from: 'src/features/editor/backend',
    except: ['./browser-worker.ts'],
    message: "The editor's UI reaches its back end over HTTP (api-client.ts), never by import.",
  },
  // The dev server's translation API (the Swedish code writer with Babel, prettier and Lingui's
  // extractor; the file storage) is Node code in tools/translation-server/: nothing in src/
  // imports it, so neither the browser nor `vite build` can load it.
  {
    target: 'src',
    from: 'tools',
    message:
      "tools/ is Node-only (the dev server's translation API): the app never imports it; what both need lives in src/.",
  },
  // In-context editing runs under `npm start` only: the dev server injects it into its page
  // (tools/translation-server/plugin.ts). Imported by anything of the app, it would ship.
  {
    target: [
      'src/*.{ts,tsx}',
      ...['routes', 'components', 'i18n', 'config', 'theme', 'shared'].map((d) => `src/${d}`),
      ...features.filter((f) => f !== 'editor').map((f) => `src/features/${f}`),
      'src/features/editor/*.{ts,tsx}',
      'src/features/editor/backend',
    ],
    from: 'src/features/editor/in-context',
    message:
      'In-context editing is dev-server only (injected by tools/translation-server/plugin.ts): the app never imports it.',
  },
  {
    target: ['src/routes', ...shell],
    from: 'src/features/editor/backend',
    message:
      "Only the editor, the dev server (vite.config.ts) and tests import the editor's back end.",
  },
]

// Outside src/: build and check scripts share src/shared/ with the app, and nothing else of it;
// mocks/ (msw/node for the unit tests) serves the editor's back-end handlers.
const outsideZones = [
  {
    target: 'scripts',
    from: 'src',
    except: ['./shared'],
    message: 'scripts/ may import src/shared/ only: move what a script needs there.',
  },
  {
    target: 'mocks',
    from: 'src',
    except: ['./features/editor/backend/handlers.ts'],
    message: "mocks/ runs the editor's back-end handlers in Node, nothing else of the app.",
  },
  // The dev server's translation API serves the built site's handlers over files: it shares the
  // API (handlers, storage interface, contract) and src/shared/, nothing of the UI.
  {
    target: 'tools/translation-server',
    from: 'src',
    except: [
      './shared',
      './features/editor/api-schema.ts',
      './features/editor/backend/translation-api.ts',
      './features/editor/backend/storage.ts',
    ],
    message:
      "The translation server uses the editor's API (translation-api.ts, storage.ts, api-schema.ts) and src/shared/ only.",
  },
]

// The hydration contract (src/components/hydration/hydration.ts): only that folder mounts React,
// reads or sets the router's SSR state, or renders through the router's server path.
const hydrationOnly = 'Hydration lives in src/components/hydration/ (its contract: hydration.ts).'
const hydrationInternals = {
  files: ['src/**/*.{ts,tsx}'],
  // The in-context panel (npm start only, never in the build) mounts a React root of its own
  // beside the app's: it hydrates nothing and touches no state of the app's root.
  ignores: ['src/components/hydration/**', 'src/features/editor/in-context/panel-root.tsx'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [{ name: 'react-dom/client', message: hydrationOnly }],
        patterns: [
          { group: ['react-dom/server*', '@tanstack/react-router/ssr/*'], message: hydrationOnly },
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      { selector: 'MemberExpression[property.name=/^(ssr|serverSsr)$/]', message: hydrationOnly },
    ],
  },
}

const importX = {
  plugins: { 'import-x': importXPlugin },
  settings: {
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
  },
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-prerender',
      'styled-system',
      // the router plugin's temporary files while a build or test run writes the route tree
      '.tanstack',
      'src/routeTree.gen.ts',
      'public',
      'locales',
      'reports',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      // One program for every file, the one `tsc --noEmit` checks. The project service would pick
      // tests/e2e/tsconfig.json (Playwright's macro alias) for the e2e files and build a second
      // program over most of src/ for them: lint took 57 s here with it, 38 s without.
      parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['scripts/**/*.{ts,mjs}', 'mocks/**/*.ts', 'tools/**/*.ts'],
    ...importX,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: outsideZones }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...importX,
    rules: {
      // Type-only imports are ignored (they vanish at build). Measured on this tree: see README.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  hydrationInternals,
  ...pluginRouter.configs['flat/recommended'],
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, lingui },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      ...lingui.configs['flat/recommended'].rules,
      // Every visible string comes from the catalogues. Tokens without letters, CSS values and
      // technical attributes are not copy.
      'lingui/no-unlocalized-strings': [
        'error',
        {
          useTsTypes: true,
          ignore: ['^[^A-ZÅÄÖ\\s][^\\s]*$', '^[A-Z0-9_./:-]+$', '^(https?|mailto|tel):'],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|class|id|href|to|type|rel|target|role|name|key|value|hash|page|lang|hrefLang|autoComplete|inputMode|method|action|htmlFor|src|viewBox|d|fill|stroke|data-.*|aria-(controls|labelledby|describedby|current|live|hidden)|variant|visual|size|tone|width|height)$',
              },
            },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
            // schema.org vocabulary in JSON-LD is not copy
            {
              regex: {
                pattern:
                  '^(@type|@context|structuredData|applicationCategory|operatingSystem|priceCurrency|areaServed|addressCountry|content)$',
              },
            },
          ],
          ignoreFunctions: [
            'console.*',
            'Error',
            'URL',
            'css',
            'cx',
            'msg',
            'i18n._',
            'createFileRoute',
            'createRootRouteWithContext',
            'redirect',
            'notFound',
            'localStorage.*',
            'sessionStorage.*',
            'document.*',
            'JSON.*',
            'RegExp',
            'Intl.*',
            'setAttribute',
            'querySelector*',
            'addEventListener',
            'removeEventListener',
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Theme and config hold tokens and placeholders, not copy; tests assert copy. shared/'s
    // English lines are the catalogue check's console output (the editor words issues by kind);
    // the editor's back end answers in English error bodies, as an HTTP API does.
    files: [
      'src/theme/**',
      'src/config/**',
      'src/shared/**',
      'src/features/editor/backend/**',
      'src/**/*.test.{ts,tsx}',
      'src/entry-prerender.tsx',
      'src/components/hydration/prerender-page.tsx',
    ],
    rules: { 'lingui/no-unlocalized-strings': 'off' },
  },
  {
    // The router's redirect() and notFound() are thrown by design.
    files: ['src/routes/**'],
    rules: { '@typescript-eslint/only-throw-error': 'off' },
  },
)
