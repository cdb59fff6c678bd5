import type { KnipConfig } from 'knip'

// `npm run knip`: unused files, exports and dependencies (part of `npm test`).
const config: KnipConfig = {
  entry: [
    'src/entry-prerender.tsx',
    'scripts/*.{mjs,ts}',
    // The translation server: the plugin loads it through tsx's tsImport.
    'tools/translation-server/server.ts',
    // Injected by the dev server only (tools/translation-server/plugin.ts): nothing imports it.
    'src/features/editor/in-context/boot.ts',
    // Aliased for tough-cookie in the browser build (vite.config.ts).
    'src/features/editor/backend/tough-cookie-browser.ts',
    // Built on its own as every page's first, classic script (scripts/lib/early-submit-hold.ts).
    'src/components/hydration/early-submit-hold.ts',
    // Mapped for @lingui/core/macro in the e2e loader (tests/e2e/tsconfig.json).
    'tests/e2e/lingui-macro.ts',
    // The stack's floor (npm run bench:floor): its build script, the app's entry, its Vite config.
    'bench/stack-floor/{build.ts,main.tsx,vite.config.ts}',
  ],
  project: [
    'src/**/*.{ts,tsx}',
    'mocks/**/*.ts',
    'scripts/**/*.{mjs,ts}',
    'tools/**/*.ts',
    'tests/**/*.{ts,tsx}',
    'bench/**/*.{ts,tsx}',
  ],
  // tests/unit/editor-api.test.ts runs the system `diff` to prove a save changes one line;
  // scripts/preview-server.ts the system `openssl` for the HTTPS host's certificate.
  ignoreBinaries: ['diff', 'openssl'],
  ignoreDependencies: [
    // Peer of @vitejs/plugin-react's `babel` option (the Lingui macro runs there); never imported.
    '@babel/core',
    // Panda's PostCSS plugin runs inside Vite's own PostCSS (postcss.config.cjs).
    'postcss',
  ],
}

export default config
