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
import translationEditor, {
  worlds as editorWorlds,
} from './packages/translation-editor/eslint.config.js'

// The workspace's packages (packages/*) are used through their entries (their package.json
// `exports`), never their files: the translation editor's page ('lingui-translation-editor'), its
// Vite plugin ('lingui-translation-editor/vite', vite.config.ts), its .po helpers ('/po') and its
// route's validateSearch ('/search').
const packageFiles =
  'Import a workspace package by its entry (package.json exports), never a file inside it: its internals are its own.'
const packageEntries = [
  {
    group: [
      'lingui-translation-editor/*',
      '!lingui-translation-editor/po',
      '!lingui-translation-editor/icu',
      '!lingui-translation-editor/search',
    ],
    message: packageFiles,
  },
  { regex: '^\\.{1,2}/(.*/)?packages/', message: packageFiles },
]

// Imports run one way: routes -> features -> components -> i18n -> config. A layer imports only
// the layers below it, so what a page needs from a lower layer never pulls a page along, and a
// cycle cannot form. The app shell (main, router, app, entry-prerender, the generated route tree)
// sits on top.
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
]

// Outside src/: build and check scripts share src/shared/ with the app, and nothing else of it;
// mocks/ (msw/node for the unit tests) is the site's own.
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
    message: "mocks/ is the unit tests' set-up: it imports nothing of the app.",
  },
]

// The hydration contract (src/components/hydration/hydration.ts): only that folder mounts React,
// reads or sets the router's SSR state, or renders through the router's server path.
const routerInternalsOnly =
  "The router's internals are used in src/components/hydration/router-internals.ts only (its reason)."
const hydrationOnly = 'Hydration lives in src/components/hydration/ (its contract: hydration.ts).'
const hydrationInternals = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['src/components/hydration/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [{ name: 'react-dom/client', message: hydrationOnly }],
        patterns: [
          { group: ['react-dom/server*', '@tanstack/react-router/ssr/*'], message: hydrationOnly },
          ...packageEntries,
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      { selector: 'MemberExpression[property.name=/^(ssr|serverSsr)$/]', message: hydrationOnly },
      { selector: 'MemberExpression[property.name=/^__TSR_/]', message: routerInternalsOnly },
    ],
  },
}
// Inside that folder, the router's SSR state is touched by one adapter only: the router has no
// public API for it, and one file is what an upgrade has to check.
const routerInternals = {
  files: ['src/components/hydration/**'],
  ignores: ['src/components/hydration/router-internals.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: 'MemberExpression[property.name=/^(ssr|serverSsr)$/]',
        message: routerInternalsOnly,
      },
      { selector: 'MemberExpression[property.name=/^__TSR_/]', message: routerInternalsOnly },
    ],
  },
}
// The editor package's one adapter to the router's history internals (its reason is there).
const editorRouterInternals = {
  files: ['packages/translation-editor/src/**/*.{ts,tsx}'],
  ignores: ['packages/translation-editor/src/page/router-internals.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: 'MemberExpression[property.name=/^__TSR_/]',
        message: "The router's history internals are used in page/router-internals.ts only.",
      },
    ],
  },
}

// Two worlds, as the tsconfigs have them: browser code sees the browser's globals and none of
// Node's (tsconfig.app.json), Node code Node's and none of the browser's (tsconfig.node.json); the
// tests, and the benches that drive Chromium as they do, see both (tsconfig.test.json). In
// JavaScript no-undef holds a world to its globals. In TypeScript typescript-eslint leaves
// undefined names to the compiler, and lint's one program sees every world's types at once, so
// no-restricted-globals names the other world's own globals.
const nodeOnly = Object.keys(globals.node).filter((name) => !(name in globals.browser))
const browserOnly = Object.keys(globals.browser).filter((name) => !(name in globals.node))
const refuse = (names, message) => ['error', ...names.map((name) => ({ name, message }))]
const siteWorlds = {
  browser: { files: ['src/**/*.{ts,tsx}', 'bench/stack-floor/{*.tsx,messages.ts}'] },
  node: {
    files: ['scripts/**', '*.{ts,js,mjs,cjs}', 'bench/stack-floor/vite.config.ts'],
    ignores: ['scripts/bench-*.mjs', 'scripts/event-timing.mjs'],
  },
  both: {
    files: [
      'tests/**',
      'mocks/**',
      'bench/stack-floor/build.ts',
      'scripts/bench-*.mjs',
      'scripts/event-timing.mjs',
    ],
  },
}
const worldConfigs = [siteWorlds, editorWorlds].flatMap(({ browser, node, both }) => [
  {
    ...browser,
    languageOptions: { globals: globals.browser },
    rules: {
      'no-restricted-globals': refuse(
        nodeOnly,
        "Browser code: Node's globals do not exist here (the build's values come from import.meta.env); Node code lives with the scripts or the dev server.",
      ),
    },
  },
  {
    ...node,
    languageOptions: { globals: globals.node },
    rules: {
      'no-restricted-globals': refuse(
        browserOnly,
        'Node code: the DOM does not exist here; what runs in the page lives with the interface (or in a test).',
      ),
    },
  },
  { ...both, languageOptions: { globals: { ...globals.browser, ...globals.node } } },
])

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
      // One program for every file (tsconfig.eslint.json: the site's and the workspace packages').
      // The project service would pick tests/e2e/tsconfig.json (Playwright's macro alias) for the
      // e2e files and build a second program over most of src/ for them, half again lint's time
      // (docs/performance.md, "The test suite's settings").
      parserOptions: { project: './tsconfig.eslint.json', tsconfigRootDir: import.meta.dirname },
    },
  },
  ...worldConfigs,
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['scripts/**/*.{ts,mjs}', 'mocks/**/*.ts'],
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
  routerInternals,
  editorRouterInternals,
  {
    files: ['src/components/hydration/**', 'scripts/**', 'mocks/**', 'tests/**', 'bench/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: packageEntries }] },
  },
  ...translationEditor,
  ...pluginRouter.configs['flat/recommended'],
  ...pluginQuery.configs['flat/recommended'],
  {
    // The house rules of every interface: the site's and the workspace packages'.
    files: ['src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
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
            'RangeError',
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
    // the editor's API answers in English error bodies, as an HTTP API does, and its server is
    // Node code without an interface.
    files: [
      'src/theme/**',
      'src/config/**',
      'src/shared/**',
      'packages/translation-editor/src/{browser,server}/**',
      'packages/translation-editor/src/api/{translation-api,storage}.ts',
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
