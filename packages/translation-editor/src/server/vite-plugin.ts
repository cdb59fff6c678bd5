import { readFile } from 'node:fs/promises'
import { isAbsolute, join, relative, resolve, sep } from 'node:path'
import type { Plugin, PluginOption, ViteDevServer } from 'vite'
import { removeStaleTemps } from './file-transaction.ts'
import type { TranslationServer } from './server.ts'

/**
 * The editor's Vite plugin, the one line an app adds to its vite.config.ts: `translationEditor()`.
 *
 * `npm start`: the dev server answers the translation API itself, from the catalogues on disk
 * (a translator's save lands in locales/*.po and the Lingui plugin recompiles it), with the same
 * handlers MSW runs in the built app (server.ts). The source language is written into the code
 * that defines it (source-writer.ts), then into its catalogue. The dev-server e2e tests run it on a
 * throwaway copy of the host app (tests/e2e/dev-server.mjs).
 *
 * This module is what the app's vite.config.ts loads for every command (`vite build`, the SSR
 * build, Vitest), so it stays light: the server (Babel, prettier, Lingui's extractor, MSW) is
 * loaded in `configureServer`, and only under the dev server.
 *
 * After a catalogue changes on disk (a save, `npm run extract`, a `git pull`), open pages get a
 * `cirkla:catalogue` event and reload just those messages (the app's catalogue loader) instead of
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
 *
 * And it spares the built editor's MSW tough-cookie (see src/browser/tough-cookie-browser.ts).
 */
export function translationEditor(): PluginOption[] {
  return [browserMsw(), devServerApi()]
}

const inContextBoot = join(import.meta.dirname, '../in-context/boot.ts')
/** The boot module as the dev server serves it: from the root, or through `/@fs/` outside it. */
const inContextEntry = (root: string) => {
  const rel = relative(root, inContextBoot)
  return rel.startsWith('..') || isAbsolute(rel)
    ? `/@fs${inContextBoot}`
    : '/' + rel.split(sep).join('/')
}

/**
 * The browser's MSW (the built editor's in-page API) without tough-cookie's public-suffix list.
 * Vitest keeps the real package (msw/node).
 */
function browserMsw(): Plugin {
  const standIn = join(import.meta.dirname, '../browser/tough-cookie-browser.ts')
  return {
    name: 'lingui-translation-editor:msw-without-cookies',
    config: (_config, env) =>
      env.mode === 'test'
        ? {}
        : { resolve: { alias: [{ find: 'tough-cookie', replacement: standIn }] } },
  }
}

/** `npm start`: the translation API on the files, the catalogue watch, in-context editing. */
export function devServerApi(): Plugin {
  let root = ''
  let localesDir = ''
  let devServer: ViteDevServer | undefined
  const lookingAgain = new Map<string, ReturnType<typeof setTimeout>>()
  let api: Promise<TranslationServer> | undefined
  const contentOf = (file: string) => readFile(file, 'utf8').catch(() => undefined)
  return {
    name: 'lingui-translation-editor:dev-server',
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
      const { allowedHosts, host } = server.config.server
      const hosts =
        allowedHosts === true || typeof host !== 'string' ? allowedHosts : [...allowedHosts, host]
      const load = () =>
        (api ??= import('./server.ts').then(({ translationServer }) =>
          translationServer(root, { allowedHosts: hosts }),
        ))
      // Loaded as the server starts listening, so the first save does not wait for it.
      server.httpServer?.once('listening', () => void load())
      server.middlewares.use(function translationApi(req, res, next) {
        if (!req.url?.startsWith('/api/translations')) return next()
        load()
          .then((a) => a.answer(req, res))
          .catch(next)
      })
      // First in the stack, ahead of Vite's own middlewares (which run before a plugin's): Vite's
      // CORS middleware grants another local origin's preflight (`localhost:*`), after which the
      // browser sends the write; the API's guard applies the origin and host checks itself
      // (request-guard.ts). `stack` is Connect's, typed in Vite's own Connect types; the origin
      // e2e spec fails if a grant ever comes back.
      server.middlewares.stack.unshift(server.middlewares.stack.pop()!)
    },
  }
}
