import { existsSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { isAbsolute, join, relative, resolve, sep } from 'node:path'
import {
  searchForWorkspaceRoot,
  type CustomPayload,
  type Plugin,
  type PluginOption,
  type ViteDevServer,
} from 'vite'
import { roles } from '../host/languages'
import { catalogueFile, readCatalogueLayout, type CatalogueLayout } from './catalogue-layout.ts'
import { removeStaleTemps } from './file-transaction.ts'
import type { TranslationServer } from './server.ts'
import { uiCatalogues, type UiLanguageOption } from './ui-catalogues.ts'

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
 * `lingui-translation-editor:catalogue` event (`{ lang, ns }`) and reload just those messages
 * (the app's catalogue loader listens for it) instead of Vite's full reload of every tab, which would also reset the editor mid-work. A writer that is
 * not atomic (git checkout, `lingui extract`, a text editor) changes a file more than once within
 * Vite's watcher's 50 ms, and the watcher (chokidar) drops every change of a file within 50 ms of
 * the one it reported: the finished file would never reach the open pages, nor Vite's compiled
 * module for new ones. So the file is read when its change is reported, and again once that
 * window has passed: if it differs, its change is reported again.
 *
 * A change of the code that defines messages (a developer's edit, a text editor writing an old
 * buffer back, a checkout) sends `lingui-translation-editor:code` (`{ namespaces }`): the
 * editors showing those catalogues fetch them again, and a row whose code and catalogue now
 * disagree shows both (the API compares them, source-writer.ts).
 *
 * It also injects in-context editing (Alt+click a text to edit its message) ahead of the app's
 * entry: a script tag of the dev server's page only, so no module of the app imports it and the
 * production build cannot contain it (tests/e2e/dev-only-absent.spec.ts).
 *
 * And it spares the built editor's MSW tough-cookie (see src/browser/tough-cookie-browser.ts).
 */
export function translationEditor(options: TranslationEditorOptions = {}): PluginOption[] {
  // The app's lingui.config, read once as Vite resolves its config: every part needs it.
  let layout: Promise<CatalogueLayout> | undefined
  const read = (root: string) => (layout ??= readCatalogueLayout(root, options))
  return [
    hostModule(options),
    configModule(options, read),
    uiCatalogues(options.uiLanguage),
    browserMsw(),
    devServerApi(read),
  ]
}

export interface TranslationEditorOptions {
  /**
   * The app's module of what only it knows (host/editor-host.ts: file labels, the pages a message
   * is on, the editor's URL, its own checks), relative to the project root. Without it the editor
   * works on its defaults.
   */
  host?: string
  /**
   * The language of the editor's own interface (its page and the in-context panel): `sv`, `en`, or
   * `auto` (the default), the page's language when the editor speaks it, else English. `auto`
   * because the people who open the editor are the app's translators and developers, working in
   * the app in their own language: the editor follows the route they opened it on.
   */
  uiLanguage?: UiLanguageOption
  /**
   * The language the editor translates into, when the app's lingui.config has several besides its
   * `sourceLocale` (with one, that one).
   */
  targetLocale?: string
  /**
   * What the editor's browser storage keys and exported files are named by
   * (`<name>.editor.drafts.v1`, `<name>-locales.zip`): the app's package.json `name` when missing,
   * else `translations`.
   */
  name?: string
}

const configId = 'virtual:lingui-translation-editor/config'
const cataloguesId = 'virtual:lingui-translation-editor/catalogues'

/**
 * What the browser needs of the app's lingui.config, in two modules (host/pair.ts and
 * host/app-config.ts read them): `…/config`, the pair and the storage name, which the route's
 * search parsing needs on every page of the app; and `…/catalogues`, the catalogues' paths and
 * each catalogue as a lazy `?raw` import (the built editor ships exactly the files the build had),
 * which only the editor needs. Split so that an app's pages carry the two codes, not a loader
 * per catalogue. Every command.
 */
function configModule(
  options: TranslationEditorOptions,
  read: (root: string) => Promise<CatalogueLayout>,
): Plugin {
  let root = ''
  return {
    name: 'lingui-translation-editor:config',
    // Read as the config resolves: a lingui.config the editor cannot use stops every command at
    // its start, with what is wrong.
    async configResolved(config) {
      root = resolve(config.root)
      await read(root)
    },
    resolveId: (id) => (id === configId || id === cataloguesId ? '\0' + id : undefined),
    async load(id) {
      if (id === '\0' + configId) {
        const layout = await read(root)
        return [
          `export const languages = ${JSON.stringify(layout.languages)}`,
          `export const storageName = ${JSON.stringify(options.name ?? packageName(root))}`,
        ].join('\n')
      }
      if (id !== '\0' + cataloguesId) return
      const layout = await read(root)
      const files = Object.keys(layout.catalogues).map((ns) => {
        const loaders = roles
          .filter((role) => existsSync(catalogueFile(layout, role, ns)))
          .map((role) => {
            const url =
              '/' +
              relative(root, catalogueFile(layout, role, ns))
                .split(sep)
                .join('/')
            return `${role}: () => import(${JSON.stringify(url + '?raw')}).then((m) => m.default)`
          })
        return `  ${JSON.stringify(ns)}: { ${loaders.join(', ')} },`
      })
      return [
        `export const catalogues = ${JSON.stringify(layout.catalogues)}`,
        `export const files = {\n${files.join('\n')}\n}`,
      ].join('\n')
    },
  }
}

/** The app's package.json name, the editor's storage name unless the plugin is given one. */
function packageName(root: string) {
  try {
    const { name } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      name?: unknown
    }
    if (typeof name === 'string' && name) return name
  } catch {
    // No package.json, or not JSON: the neutral name.
  }
  return 'translations'
}

const hostId = 'virtual:lingui-translation-editor/host'

/**
 * The app's host module as `virtual:lingui-translation-editor/host`, which the editor imports: the
 * app's values reach the package through its vite.config, and the package imports nothing of the
 * app's. Every command (the built editor and Vitest import it too).
 */
function hostModule(options: TranslationEditorOptions): Plugin {
  let file: string | undefined
  return {
    name: 'lingui-translation-editor:host',
    configResolved(config) {
      file = options.host && resolve(config.root, options.host)
    },
    resolveId: (id) => (id === hostId ? '\0' + hostId : undefined),
    load: (id) =>
      id === '\0' + hostId
        ? file
          ? `export { default } from ${JSON.stringify(file)}`
          : 'export default {}'
        : undefined,
  }
}

const packageDir = resolve(import.meta.dirname, '../..')
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
export function devServerApi(read: (root: string) => Promise<CatalogueLayout>): Plugin {
  let root = ''
  let layout: CatalogueLayout | undefined
  /** Every catalogue file of the app (all its languages): its language and namespace. */
  let catalogues = new Map<string, { lang: string; ns: string }>()
  let devServer: ViteDevServer | undefined
  const lookingAgain = new Map<string, ReturnType<typeof setTimeout>>()
  let api: Promise<TranslationServer> | undefined
  /** The code files the API's saves wrote, with what each save wrote. */
  const savedCode = new Map<string, string>()
  const contentOf = (file: string) => readFile(file, 'utf8').catch(() => undefined)
  /** Reports the file's change again if it differs, once the watcher's window has passed. */
  const lookAgain = (file: string, seen: string | undefined) => {
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
  }
  /**
   * Code that defines messages changed outside a save (a developer, a text editor's buffer, a
   * checkout): the editors showing those catalogues fetch them again, and the rows whose code
   * and catalogue now disagree say so. Once the file has held still for a moment: a writer that
   * keeps writing (a formatter, a generator) sends one event, not one per write, and the editors
   * read the file as it ended (a last write the watcher dropped included).
   */
  const codeSettling = new Map<string, ReturnType<typeof setTimeout>>()
  function codeChanged(
    hot: { send: (payload: CustomPayload) => void },
    server: Promise<TranslationServer>,
    file: string,
  ) {
    clearTimeout(codeSettling.get(file))
    codeSettling.set(
      file,
      setTimeout(() => {
        codeSettling.delete(file)
        void server
          .then((s) => s.definedIn(file))
          .then((namespaces) => {
            if (!namespaces.length) return
            const data = { namespaces }
            hot.send({ type: 'custom', event: 'lingui-translation-editor:code', data })
          })
      }, 100),
    )
  }
  return {
    name: 'lingui-translation-editor:dev-server',
    apply: (_config, env) => env.command === 'serve' && !process.env.VITEST,
    // Vite's dependency scan reads index.html as written, without the injected script: name it,
    // or the panel's first Alt+click finds new dependencies and reloads the page.
    config: (config) => {
      const appRoot = resolve(config.root ?? '.')
      const entry = inContextEntry(appRoot)
      return {
        optimizeDeps: {
          entries: ['index.html', entry.startsWith('/@fs') ? inContextBoot : entry.slice(1)],
        },
        // The boot module is served through `/@fs/` when the package lies outside the app's
        // workspace (a linked install): Vite serves it only from an allowed folder. Naming one
        // turns Vite's own default off, so it is named too.
        server: { fs: { allow: [searchForWorkspaceRoot(appRoot), packageDir] } },
      }
    },
    async configResolved(config) {
      root = resolve(config.root)
      layout = await read(root)
      catalogues = new Map(
        Object.entries(layout.catalogues).flatMap(([ns, path]) =>
          layout!.locales.map((lang) => [
            join(root, path.replace('{locale}', lang) + '.po'),
            { lang, ns },
          ]),
        ),
      )
    },
    transformIndexHtml: () => [
      {
        tag: 'script',
        attrs: { type: 'module', src: inContextEntry(root) },
        injectTo: 'body-prepend',
      },
    ],
    async hotUpdate({ file }) {
      if (this.environment.name !== 'client') return
      if (savedCode.has(file)) {
        // A save's own code write is not sent to the open pages: what they show of it comes
        // through the catalogue it wrote too (below), and a code update of a module no boundary
        // accepts (a text of the page registry) would be Vite's full reload of every tab, which
        // loses the editor's and the in-context panel's state mid-work. The module is still
        // invalidated, so a page loaded later gets the new code. Anything else in the file (a
        // developer's edit since) is a normal update.
        if ((await contentOf(file)) === savedCode.get(file)) return []
        savedCode.delete(file)
      }
      const match = catalogues.get(file)
      if (!match) {
        // Not awaited: the app's own update of the module goes on meanwhile.
        if (api && /\.tsx?$/.test(file)) codeChanged(this.environment.hot, api, file)
        return
      }
      // Read before the pages are told, so what they read is at least this.
      const seen = await contentOf(file)
      lookAgain(file, seen)
      // Gone for a moment (git replaces a file): the look again reports it when it is back.
      if (seen === undefined) return []
      this.environment.hot.send({
        type: 'custom',
        event: 'lingui-translation-editor:catalogue',
        data: match,
      })
      return []
    },
    configureServer(server) {
      devServer = server
      // What a crash mid-save left (a save's own are removed by the save).
      removeStaleTemps([join(root, 'src'), join(root, layout!.dir)])
      const { allowedHosts, host } = server.config.server
      const hosts =
        allowedHosts === true || typeof host !== 'string' ? allowedHosts : [...allowedHosts, host]
      const load = () =>
        (api ??= import('./server.ts').then(({ translationServer }) =>
          translationServer(layout!, { allowedHosts: hosts }, (file, text) =>
            savedCode.set(file, text),
          ),
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
