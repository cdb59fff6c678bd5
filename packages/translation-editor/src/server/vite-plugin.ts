import { readFile } from 'node:fs/promises'
import { isAbsolute, join, relative, resolve, sep } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { removeStaleTemps } from './file-transaction.ts'
import type { TranslationServer } from './server.ts'

/**
 * `npm start`: the dev server answers the translation API itself, from the catalogues on disk
 * (a translator's save lands in locales/*.po and the Lingui plugin recompiles it), with the same
 * handlers MSW runs in the built site (server.ts). Swedish is written into the code that defines
 * it (source-writer.ts), then into locales/sv. The dev-server e2e tests run it on a throwaway copy
 * of the repository (tests/e2e/dev-server.mjs).
 *
 * This module is what vite.config.ts imports for every command, so it stays light: the server
 * (Babel, prettier, Lingui's extractor) is loaded in `configureServer`, through tsx's tsImport.
 * Not a plain `import('./server.ts')`: Vite bundles the config file without code splitting, so a
 * dynamic import of a relative module is inlined and its package imports are hoisted to the
 * bundle's top, loaded by `vite build`, the SSR build and Vitest alike.
 *
 * After a catalogue changes on disk (a save, `npm run extract`, a `git pull`), open pages get a
 * `cirkla:catalogue` event and reload just those messages (src/i18n/catalogs.ts) instead of
 * Vite's full reload of every tab, which would also reset the editor mid-work. A writer that is
 * not atomic (git checkout, `lingui extract`, a text editor) changes a file more than once within
 * Vite's watcher's 50 ms, and the watcher (chokidar) drops every change of a file within 50 ms of
 * the one it reported: the finished file would never reach the open pages, nor Vite's compiled
 * module for new ones. So the file is read when its change is reported, and again once that
 * window has passed: if it differs, its change is reported again.
 *
 * It also injects in-context editing (Alt+click a text to edit its message) ahead of the app's
 * entry: a script tag of the dev server's page only, so no module of the app imports it and the
 * production build cannot contain it (tests/e2e/dev-only-absent.spec.ts).
 */
const inContextBoot = join(import.meta.dirname, '../in-context/boot.ts')
/** The boot module as the dev server serves it: from the root, or through `/@fs/` outside it. */
const inContextEntry = (root: string) => {
  const rel = relative(root, inContextBoot)
  return rel.startsWith('..') || isAbsolute(rel)
    ? `/@fs${inContextBoot}`
    : '/' + rel.split(sep).join('/')
}

export function translationApiDevServer(): Plugin {
  let root = ''
  let localesDir = ''
  let devServer: ViteDevServer | undefined
  const lookingAgain = new Map<string, ReturnType<typeof setTimeout>>()
  let api: Promise<TranslationServer> | undefined
  const contentOf = (file: string) => readFile(file, 'utf8').catch(() => undefined)
  return {
    name: 'cirkla-translation-api-dev',
    apply: (_config, env) => env.command === 'serve' && !process.env.VITEST,
    // Vite's dependency scan reads index.html as written, without the injected script: name it,
    // or the panel's first Alt+click finds new dependencies and reloads the page.
    config: (config) => {
      const entry = inContextEntry(resolve(config.root ?? '.'))
      return {
        optimizeDeps: {
          entries: ['index.html', entry.startsWith('/@fs') ? inContextBoot : entry.slice(1)],
        },
      }
    },
    configResolved(config) {
      root = resolve(config.root)
      localesDir = join(root, 'locales')
    },
    transformIndexHtml: () => [
      {
        tag: 'script',
        attrs: { type: 'module', src: inContextEntry(root) },
        injectTo: 'body-prepend',
      },
    ],
    async hotUpdate({ file }) {
      if (this.environment.name !== 'client' || !file.startsWith(localesDir + sep)) return
      const match = /^(sv|en)[/\\]([a-z-]+)\.po$/.exec(relative(localesDir, file))
      if (!match) return
      // Read before the pages are told, so what they read is at least this.
      const seen = await contentOf(file)
      clearTimeout(lookingAgain.get(file))
      lookingAgain.set(
        file,
        setTimeout(() => {
          lookingAgain.delete(file)
          void contentOf(file).then((now) => {
            if (now !== seen) devServer?.watcher.emit('change', file)
          })
        }, 100),
      )
      // Gone for a moment (git replaces a file): the look again reports it when it is back.
      if (seen === undefined) return []
      this.environment.hot.send({
        type: 'custom',
        event: 'cirkla:catalogue',
        data: { lang: match[1], ns: match[2] },
      })
      return []
    },
    configureServer(server) {
      devServer = server
      // What a crash mid-save left (a save's own are removed by the save).
      removeStaleTemps([join(root, 'src'), localesDir])
      const load = () =>
        (api ??= import('tsx/esm/api')
          .then(
            ({ tsImport }) =>
              tsImport('./server.ts', import.meta.url) as Promise<typeof import('./server.ts')>,
          )
          .then(({ translationServer }) => translationServer(root)))
      // Loaded as the server starts listening, so the first save does not wait for it.
      server.httpServer?.once('listening', () => void load())
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith('/api/translations')) return next()
        load()
          .then((a) => a.answer(req, res))
          .catch(next)
      })
    },
  }
}
