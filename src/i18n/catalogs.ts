import { i18n, type Messages } from '@lingui/core'
import { defaultLocale, type Locale } from './locales'
import type { Namespace } from '../shared/catalogues'

// Lazy glob: each .po becomes its own chunk, compiled at build time by @lingui/vite-plugin. Not
// the later parts' (`<page>-<part>`, src/shared/catalogues.ts): their code loads them
// (later-catalogues.ts), and only the pages that have them carry their names.
const catalogs = import.meta.glob<{ messages: Messages }>([
  '../../locales/*/*.po',
  '!../../locales/*/*-*.po',
])

const loaded = new Set<string>()

// <I18nProvider> renders nothing until a locale is active; route loaders load the real
// catalogues before any route component renders, so start with the default and no messages.
if (!i18n.locale) i18n.loadAndActivate({ locale: defaultLocale, messages: {} })

/** The compiled catalogues of a locale's namespaces (the module cache fetches each once). */
function fetchCatalogs(locale: Locale, namespaces: Namespace[]) {
  return Promise.all(
    namespaces.map((ns) => {
      const load = catalogs[`../../locales/${locale}/${ns}.po`]
      if (!load) throw new Error(`No catalogue locales/${locale}/${ns}.po`)
      // A fetch that failed while a page was loading resolves to nothing: the stale-deploy
      // recovery took it over (components/layout/stale-deploy.ts).
      return load()
    }),
  )
}

/**
 * Loads (once) the namespaces of a locale. Activates the locale only when asked and only after
 * every namespace is in: activating early re-renders the current page in a language whose
 * catalogue is still missing (Lingui "Uncompiled message" warnings on language switch).
 *
 * `signal` is the navigation's: once it is aborted (a later navigation overtook this one), what
 * arrives is applied to nothing, neither the messages nor the locale. The module cache keeps the
 * fetched files, so the navigation that needs them next has them at once.
 */
export async function loadCatalogs(
  locale: Locale,
  namespaces: Namespace[],
  { activate = true, signal }: { activate?: boolean; signal?: AbortSignal } = {},
): Promise<void> {
  const missing = namespaces.filter((ns) => !loaded.has(`${locale}/${ns}`))
  const modules = await fetchCatalogs(locale, missing)
  if (signal?.aborted) return
  // Read before anything is marked loaded: a file whose fetch failed comes as nothing (see
  // fetchCatalogs), and reading it throws with the catalogue still missing.
  const messages = Object.assign({}, ...modules.map((m) => m.messages)) as Messages
  missing.forEach((ns) => loaded.add(`${locale}/${ns}`))
  // Loading an empty set still registers the locale, so activating it never warns "not loaded".
  if (modules.length > 0 || !loaded.has(locale)) {
    i18n.load(locale, messages)
    loaded.add(locale)
  }
  if (activate && i18n.locale !== locale) i18n.activate(locale)
}

export const isCatalogLoaded = (locale: Locale, ns: Namespace) => loaded.has(`${locale}/${ns}`)

/** For a catalogue handed to Lingui otherwise than here (a later part's: later-catalogues.ts). */
export const markCatalogLoaded = (locale: Locale, ns: Namespace) => loaded.add(`${locale}/${ns}`)

/**
 * What a navigation loads besides the page's catalogues, before it activates their language: set
 * by code that comes after the page (later-catalogues.ts: on a language change, the later parts on
 * screen, so they render in the new language at once).
 */
export const alongPageCatalogs: {
  load?: (locale: Locale, namespaces: Namespace[]) => Promise<unknown>
} = {}

/**
 * `common` + a page's namespace for the /$lang layout. When a navigation (not a hover preload)
 * cannot get them, `common` alone is still loaded and activated if it can be, so the error page
 * shows inside the header and footer, in the page's language; then the error goes on to it.
 *
 * `shown` is the namespace of the page still on screen: the router swaps it for the new page only
 * after this has activated the language, so until then it renders in the new language too. On a
 * language change its messages in that language come first (Back from /en to /sv/finns-inte
 * would otherwise show the home page's raw ids for a moment), and so do those of the later parts
 * on screen (`alongPageCatalogs`).
 *
 * A preload (a link hovered or focused) only fetches them: handing messages to Lingui is a change
 * every component under <I18nProvider> hears, and a part still waiting to hydrate (the footer's
 * newsletter form, whose code may be on its way) is given up and rendered anew by React on any
 * context change, with what the visitor had typed into it. The navigation hands them over.
 */
export async function loadPageCatalogs(
  locale: Locale,
  ns: Namespace | undefined,
  { preload, signal, shown }: { preload: boolean; signal?: AbortSignal; shown?: Namespace },
): Promise<void> {
  const namespaces: Namespace[] = ['common']
  for (const n of [ns, i18n.locale !== locale ? shown : undefined])
    if (n && !namespaces.includes(n)) namespaces.push(n)
  if (preload) {
    await fetchCatalogs(
      locale,
      namespaces.filter((n) => !loaded.has(`${locale}/${n}`)),
    )
    return
  }
  try {
    await alongPageCatalogs.load?.(locale, namespaces)
    await loadCatalogs(locale, namespaces, { signal })
  } catch (error) {
    await loadCatalogs(locale, ['common'], { signal }).catch(() => undefined)
    throw error
  }
}

const reloaded = new Set<() => void>()
/**
 * `npm start`: `then` runs after a catalogue changed on disk has been reloaded. Components follow
 * Lingui's own change event; what the router computed from the texts on load (the page's title
 * and description) needs telling (main.tsx).
 */
export function onCatalogueReloaded(then: () => void) {
  reloaded.add(then)
}

/**
 * `npm start`: the messages that one read of a catalogue file itself translates, compiled as
 * Lingui compiles them (`parse` is packages/translation-editor/src/po.ts's poMessages, `compile` Lingui's
 * compileMessageOrThrow, both loaded by the dev server's reload below only). The reload applies
 * these, not the module @lingui/vite-plugin compiles: that module fills every message the English
 * file lacks with its Swedish text (fallbackLocales), so a file read while a writer that is not
 * atomic (git checkout, `lingui extract`, a text editor) was halfway through turned an English
 * page's header Swedish. A message the read lacks, leaves empty or cuts short is
 * simply not here: the page keeps the text it had until the finished file's change arrives.
 */
export function translatedMessages(
  text: string,
  parse: (po: string) => Map<string, string>,
  compile: (message: string) => Messages[string],
): Messages {
  // Only whole lines: a read can stop mid-line, inside a msgstr.
  const lines = text.slice(0, text.lastIndexOf('\n') + 1)
  let entries: Map<string, string>
  try {
    entries = parse(lines)
  } catch {
    return {}
  }
  const messages: Messages = {}
  for (const [id, translation] of entries) {
    if (!id || !translation) continue
    try {
      messages[id] = compile(translation)
    } catch {
      // Not valid ICU (a text cut short): the page keeps its current one.
    }
  }
  return messages
}

// `npm start`: a catalogue changed on disk (the translation editor saved it, `npm run extract`,
// a `git pull`). Reload its messages in place; the dev server (the translation editor's plugin)
// sends this instead of reloading every open tab. The file is read as text
// (`?raw`: @lingui/vite-plugin leaves it alone) and only what it translates is applied; one
// reload at a time, in the order of the changes, so an older read never lands after a newer one.
if (import.meta.hot) {
  const reload = async ({ lang, ns }: { lang: Locale; ns: Namespace }) => {
    if (!loaded.has(`${lang}/${ns}`)) return
    const url = `/locales/${lang}/${ns}.po?raw&t=${Date.now()}`
    const [file, po, icu] = await Promise.all([
      import(/* @vite-ignore */ url) as Promise<{ default: string }>,
      import('lingui-translation-editor/po'),
      import('@lingui/message-utils/compileMessage'),
    ])
    const messages = translatedMessages(file.default, po.poMessages, icu.compileMessageOrThrow)
    if (Object.keys(messages).length === 0) return
    i18n.load(lang, messages)
    for (const then of reloaded) then()
  }
  let queue = Promise.resolve()
  import.meta.hot.on(
    'lingui-translation-editor:catalogue',
    (data: { lang: Locale; ns: Namespace }) => {
      queue = queue.then(() => reload(data)).catch((e: unknown) => console.error(e))
    },
  )
}

export { i18n }
