import { use } from 'react'
import { useLingui } from '@lingui/react'
import type { Messages } from '@lingui/core'
import type { Namespace } from '../shared/catalogues'
import { alongPageCatalogs, i18n, isCatalogLoaded, markCatalogLoaded } from './catalogs'
import type { Locale } from './locales'

/**
 * The catalogues of the parts that come after a page (src/shared/catalogues.ts, `laterParts`),
 * loaded with the parts' code: only the code of those parts carries this module and their
 * catalogues' names (catalogs.ts has the others).
 */
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/*-*.po')

/**
 * Messages handed to Lingui without telling anyone. `i18n.load` tells every component under
 * <I18nProvider> (its context value changes), and React gives up a part of the page still waiting
 * to hydrate when a context it reads changes: its server HTML, with whatever was typed into it, is
 * rendered anew (the footer's form, the calculator below its tool), and every message on the page
 * renders again, inside whatever interaction loaded them. A later part's messages are on no
 * component yet: none needs telling. Lingui has no public call for that; `_load` is `load`
 * without its event (@lingui/core 6.11). tests/unit/later-catalogues.test.tsx fails when it
 * changes.
 */
function addUntold(locale: Locale, messages: Messages) {
  ;(i18n as unknown as { _load(locale: string, messages: Messages): void })._load(locale, messages)
}

const loading = new Map<string, Promise<void>>()

/**
 * Loads (once) a later part's namespace without a render of anything already shown. A fetch that
 * failed is tried again by the next call.
 */
export function loadLaterCatalogue(locale: Locale, ns: Namespace): Promise<void> {
  const key = `${locale}/${ns}`
  let load = loading.get(key)
  if (!load) {
    const fetch = catalogs[`../../locales/${key}.po`]
    if (!fetch) throw new Error(`No catalogue locales/${key}.po`)
    // A fetch that failed resolves to nothing when the stale-deploy recovery took it over
    // (components/layout/stale-deploy.ts): reading it throws, and the part waits for the reload.
    load = fetch().then((module) => {
      if (isCatalogLoaded(locale, ns)) return
      addUntold(locale, module.messages)
      markCatalogLoaded(locale, ns)
    })
    loading.set(key, load)
    load.catch(() => loading.delete(key))
  }
  return load
}

/**
 * For a later part's component: waits (suspends) until its namespace is there in the language
 * shown. Its code loads the namespace first, so this waits only where the language is not the one
 * it was loaded in (a page reached from the other language with the code already there).
 */
export function useLaterCatalogue(ns: Namespace) {
  const locale = useLingui().i18n.locale as Locale
  if (!isCatalogLoaded(locale, ns)) use(loadLaterCatalogue(locale, ns))
}

// A language change brings along the later parts of the pages it shows (a part's name starts with
// its page's: `calculator-details`) that are loaded in the language shown: they are on screen, and
// render in the new language the moment it is active. One whose fetch fails waits in its part
// instead (useLaterCatalogue).
alongPageCatalogs.load = async (locale, pages) => {
  const shown = i18n.locale
  if (shown === locale) return
  const parts = [...loading.keys()]
    .filter((key) => key.startsWith(`${shown}/`))
    .map((key) => key.slice(shown.length + 1) as Namespace)
    .filter((ns) => pages.some((page) => ns.startsWith(`${page}-`)))
  await Promise.all(parts.map((ns) => loadLaterCatalogue(locale, ns).catch(() => undefined)))
}
