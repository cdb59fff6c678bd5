/// <reference types="vitest/config" />
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { lingui } from '@lingui/vite-plugin'
import { headersFor, parseHeaders } from './scripts/static-headers.mjs'
import { translationApiDevServer } from './mocks/dev-api-plugin.ts'

/**
 * `vite preview` behaves like the static host we deploy to: /sv/kalkylator is served from
 * dist/sv/kalkylator.html, and an unknown path gets the not-found page (in the path's language)
 * with a real 404 status instead of Vite's SPA fallback to index.html.
 */
function staticHostPreview(): Plugin {
  return {
    name: 'cirkla-static-host-preview',
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, server.config.build.outDir)
      const headersFile = join(dist, '_headers')
      const rules = existsSync(headersFile) ? parseHeaders(readFileSync(headersFile, 'utf8')) : []
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost')
        // The production security headers (public/_headers), on every response.
        for (const [name, value] of headersFor(rules, url.pathname)) res.setHeader(name, value)
        // Forms post to their own page when JavaScript is off: answer like a GET (nothing is stored).
        if (req.method === 'POST') req.method = 'GET'
        if (req.method !== 'GET' && req.method !== 'HEAD') return next()
        let path: string
        try {
          path = decodeURIComponent(url.pathname)
        } catch {
          path = '/not-decodable' // falls through to the not-found page
        }
        if (path === '/' || /\.[a-z0-9]+$/i.test(path)) return next()
        const file = join(dist, `${path.replace(/\/+$/, '')}.html`)
        if (file.startsWith(dist + '/') && existsSync(file)) {
          req.url = `${path.replace(/\/+$/, '')}.html${url.search}`
          return next()
        }
        const notFound = path.startsWith('/en/') || path === '/en' ? 'en/404.html' : '404.html'
        res.statusCode = 404
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.end(readFileSync(join(dist, notFound)))
      })
    },
  }
}

export default defineConfig(({ mode }) => ({
  plugins: [
    // must come before react(): generates src/routeTree.gen.ts and splits route components
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    // plugin-react 5 still has a Babel pass: the Lingui macros are compiled there
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    // lets the app import('…/messages.po') directly (compiled at build time)
    lingui(),
    // `npm start`: the translation API on locales/*.po (the built site keeps MSW)
    translationApiDevServer(),
    staticHostPreview(),
  ],
  // Only used by the prerender build (`vite build --ssr src/entry-prerender.tsx`). Bundle the router
  // and resolve it with the `development` condition: router-core's isServer is then detected at
  // run time instead of the Node build's hard `true`, so with `isServer: false` the prerender
  // renders the same tree as the browser (no hydration mismatch, React #418).
  ssr: {
    noExternal: ['@tanstack/react-router', '@tanstack/router-core'],
    resolve: { conditions: ['module', 'node', 'development'] },
  },
  build: {
    // Read by scripts/prerender.mjs to preload each page's chunks (then deleted from dist/).
    manifest: true,
    rolldownOptions: {
      // Panda's generated recipe modules call createRecipe() at the top, which looks like a side
      // effect: without this every recipe of the site ships with the first page.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/styled-system/') },
      output: {
        // The framework every page needs, as one cacheable chunk instead of a dozen fragments.
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store)|@lingui[\\/](core|react|message-utils))[\\/]/,
            },
          ],
        },
      },
    },
  },
  resolve: {
    // The browser's MSW (translation editor only) without tough-cookie's public-suffix list: see
    // mocks/tough-cookie-browser.ts. Vitest keeps the real package (msw/node).
    alias:
      mode === 'test'
        ? []
        : [{ find: 'tough-cookie', replacement: resolve('mocks/tough-cookie-browser.ts') }],
  },
  preview: { port: 4173, strictPort: true },
  test: {
    environment: 'happy-dom',
    include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
  },
}))
