/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url'
import { defineConfig, withFilter, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { lingui } from '@lingui/vite-plugin'
import { translationEditor } from 'lingui-translation-editor/vite'
import { site } from './src/config/site.ts'
import { pandaStaticCss } from './scripts/panda-static-css.ts'

// TanStack Form's form groups, which no form here uses, resolve to a stand-in
// (src/shared/no-form-groups.ts): `useForm` attaches them to every form, so the build cannot drop
// them. Only the package's own import of its module is replaced.
const withoutFormGroups: Plugin = {
  name: 'cirkla:without-form-groups',
  enforce: 'pre',
  resolveId: {
    filter: { id: /^\.\/useFormGroup\.js$/ },
    handler(_source, importer) {
      if (importer && /[\\/]@tanstack[\\/]react-form[\\/]/.test(importer))
        return fileURLToPath(new URL('src/shared/no-form-groups.ts', import.meta.url))
    },
  },
}

export default defineConfig({
  plugins: [
    // must come before react(): generates src/routeTree.gen.ts and splits route components
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    // plugin-react 5 still has a Babel pass: the Lingui macros are compiled there. It is there for
    // them only (Vite's Oxc does JSX, TypeScript and Fast Refresh), so a module that imports no
    // macro skips it (Vite's hook filter on the pass's transform; docs/performance.md).
    withFilter(react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), {
      transform: { code: /@lingui\/(?:core\/|react\/)?macro\b/ },
      pluginNamePattern: ['vite:react-babel'],
    }),
    // lets the app import('…/messages.po') directly (compiled at build time)
    lingui(),
    // every css() of literals becomes its class names at build time (scripts/panda-static-css.ts)
    pandaStaticCss(),
    // The translation editor (packages/translation-editor): under `npm start` its API writes
    // locales/*.po and the code, and in-context editing joins every page; the built editor keeps
    // its API in the page (MSW). What is the site's (file labels, pages, glossary) it takes from
    // the host module named here, the rest from lingui.config.ts and locales/. Its browser storage
    // and export files carry the site's name (`cirkla.editor.drafts.v1`, `cirkla-locales.zip`).
    translationEditor({ host: 'src/translation-editor.ts', name: site.name.toLowerCase() }),
    withoutFormGroups,
  ],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(
          new URL('src/shared/use-sync-external-store.ts', import.meta.url),
        ),
      },
    ],
  },
  build: {
    // Read by scripts/prerender.mjs to preload each page's chunks (then deleted from dist/).
    manifest: true,
    // Every browser the site supports preloads modules natively; the polyfill was 0.3 KB of the
    // entry on every first visit (one without would only fetch the chunks a moment later).
    modulePreload: {
      polyfill: false,
      // A lazy chunk lists what to preload with it: never the entry's own chunks, which every
      // page has loaded before any lazy import can run (each name listed cost every chunk with a
      // lazy import its bytes, on the first load of the page that carries it). Nor does the
      // translation editor's route: the app chunk, every page's, would name its eight files. The
      // internal editor is opened by its address (its HTML preloads them); a client-side
      // navigation to it, which no link of the site makes, fetches them one round trip later.
      resolveDependencies: (chunk, deps) =>
        /^assets\/translations-[\w-]+\.js$/.test(chunk)
          ? []
          : deps.filter(
              (dep) =>
                !/^assets\/(framework|rolldown-runtime|app|index)-[\w-]+\.(js|css)$/.test(dep),
            ),
    },
    rolldownOptions: {
      // Panda's generated recipe modules call createRecipe() at the top, which looks like a side
      // effect: without this every recipe of the site ships with the first page.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/styled-system/') },
      output: {
        // The framework every page needs, as one cacheable chunk instead of a dozen fragments.
        codeSplitting: {
          // A grouped module's imports stay where they are used: @lingui/core imports the message
          // compiler (the ICU parser) for development only, and the translation editor's preview
          // really uses it; followed from core, it would ship in the framework of every page.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'framework',
              // Not @lingui/message-utils: its compileMessage (with the ICU parser) is used only by the
              // translation editor's preview; grouped here, it would ship with every page.
              // The list of languages too: every page and the editor's mock worker import it, and
              // alone it became one more (80-byte) script on every first visit. The shim's stand-in
              // (resolve.alias) is framework too: in the site's chunk, the two would import each other.
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store)|@lingui[\\/](core|react))[\\/]|src[\\/]shared[\\/](locales|use-sync-external-store)\.ts$/,
            },
            // The site's own code that every first visit runs before it hydrates (the entry's
            // static imports: router, layout, catalogue loader, head, Panda's runtime and the
            // recipes the layout uses), as one chunk: left to automatic chunking it was the entry
            // plus five more (shell, styles, pages, the preload helper), each a request and a
            // boundary the compression cannot see across. The stylesheet stays the entry's (the
            // prerender links the entry's CSS).
            {
              name: 'app',
              tags: ['$initial'],
              test: (id: string) =>
                !id.includes('node_modules') && !/src[\\/](main\.tsx|index\.css)$/.test(id),
            },
            // Panda's runtime and the site's twelve recipes (7 KB gzip together, the recipes 1.4 KB
            // of it): left to automatic chunking, each recipe became a 300-byte chunk of its own,
            // four to six more requests on every page and 1-1.5 KB more than grouped (js-budget).
            { name: 'styles', test: /[\\/]styled-system[\\/]/ },
            // The translation editor's small shared modules (the class-name helper, the list of
            // roles) and its styles: every chunk of the editor imports them. Alone, each helper was
            // a chunk of under 100 bytes, one more request that no compression makes smaller (the
            // host sends it uncompressed), and the styles its lazy parts share became a second
            // stylesheet of the editor's beside its page's: one stylesheet, all of it.
            {
              name: 'editor-ui',
              test: /translation-editor[\\/]src[\\/](ui[\\/]cx\.ts|host[\\/]languages\.ts|.*\.module\.css)$/,
            },
            // The small modules every page's shell imports (the language helpers and slugs, the
            // site's facts, the head helper, JSON-LD, the page and external links, the icons):
            // left alone they were chunks of 0.2-2 KB, six requests on every first visit and
            // 0.4 KB of chunk overhead.
            {
              name: 'shell',
              test: /src[\\/](i18n[\\/](locales|head|slugs|use-lang)\.ts|config[\\/]site\.ts|components[\\/](layout[\\/](page-link|json-ld)|content[\\/]external-link|ui[\\/]icons)\.tsx)$/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['tests/unit/setup.ts'],
    // Page tests render the real router, catalogues and code-split footer: the first test of a file
    // pays for transforming them, which takes longer than 5 s on a 2-core machine.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          // One environment and module graph per worker, not per file: each file would otherwise
          // set up happy-dom and import the app anew (docs/performance.md). setup.ts cleans the
          // DOM, MSW handlers and storage after every test. So no test replaces a module (vi.mock):
          // the stand-in would reach the files after it. A test that needs a fresh copy of a module
          // imports it under another URL (stale-deploy.test.ts); one that needs a failing page swaps
          // the route's component and puts it back (error-boundary.test.tsx).
          isolate: false,
        },
      },
      // The translation editor's own tests (its vitest.config.ts).
      'packages/translation-editor',
    ],
  },
})
