import type { KnipConfig } from 'knip'

// `npm run knip`: unused files, exports and dependencies (part of `npm test`), per workspace.
const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: [
        'src/entry-prerender.tsx',
        'scripts/*.{mjs,ts}',
        // Built on its own as every page's first, classic script (scripts/lib/early-submit-hold.ts).
        'src/components/hydration/early-submit-hold.ts',
        // The site's values for the translation editor: vite.config.ts names it in the editor's
        // plugin options, which import it as a virtual module.
        'src/translation-editor.ts',
        // Mapped for @lingui/core/macro in the e2e loader (tests/e2e/tsconfig.json).
        'tests/e2e/lingui-macro.ts',
        // The reporter scripts/e2e-cpu-profile.mjs hands Playwright by its path.
        'scripts/lib/e2e-cpu-reporter.mjs',
        // The stack's floor (npm run bench:floor): its build script, the app's entry, its Vite config.
        'bench/stack-floor/{build.ts,main.tsx,vite.config.ts}',
      ],
      project: [
        'src/**/*.{ts,tsx}',
        'mocks/**/*.ts',
        'scripts/**/*.{mjs,ts}',
        'tests/**/*.{ts,tsx}',
        'bench/**/*.{ts,tsx}',
      ],
      // scripts/preview-server.ts runs the system `openssl` for the HTTPS host's certificate.
      ignoreBinaries: ['openssl'],
      ignoreDependencies: [
        // Panda's PostCSS plugin runs inside Vite's own PostCSS (postcss.config.cjs).
        'postcss',
      ],
    },
    'packages/translation-editor': {
      entry: [
        // The extract command: bin/lingui-translation-editor.js loads it through tsx's tsImport.
        'src/server/cli.ts',
        // Injected by the dev server only (src/server/vite-plugin.ts): nothing imports it.
        'src/in-context/boot.ts',
        // Aliased for tough-cookie in the browser build (vite.config.ts).
        'src/browser/tough-cookie-browser.ts',
        // The benchmark (npm run bench:editor).
        'scripts/*.mjs',
        // The tests (their configurations name them by absolute paths, which knip does not follow);
        // the hooks the race specs load into `lingui extract` and the dev server
        // (NODE_OPTIONS=--import).
        'tests/unit/**/*.test.{ts,tsx}',
        'tests/e2e/**/*.spec.ts',
        'tests/e2e/pause-catalogue-read.mjs',
        'tests/e2e/hold-code-commit.mjs',
        // The second app the e2e tests run the editor on (its dev server's copy of it).
        'tests/fixture-app/{vite.config.ts,lingui.config.ts,src/main.tsx}',
      ],
      project: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx,mjs}', 'scripts/**/*.mjs'],
      // tests/unit/editor-api.test.ts runs the system `diff` to prove a save changes one line.
      ignoreBinaries: ['diff'],
    },
  },
}

export default config
