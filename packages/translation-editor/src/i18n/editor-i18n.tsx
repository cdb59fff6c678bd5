import { createContext, use, useContext, useMemo, type ReactNode } from 'react'
import { i18n as defaultI18n, type I18n, type MessageDescriptor } from '@lingui/core'
import { I18nProvider, LinguiContext } from '@lingui/react'
import { documentLanguage, uiI18n, uiLanguage } from './ui-language'

interface AppI18n {
  /** The app's instance: the language of its route, its own messages. */
  i18n: I18n
  /** An app message (the host module's labels) in the app's language. */
  t: (descriptor: MessageDescriptor) => string
}

const AppI18nContext = createContext<AppI18n | null>(null)

/** The app's i18n inside the editor, whose own `useLingui()` is the interface's. */
export function useAppI18n(): AppI18n {
  const app = useContext(AppI18nContext)
  if (!app) throw new Error('useAppI18n outside <EditorI18n>')
  return app
}

/**
 * The editor's interface in its own language and instance (ui-language.ts), around the editor's
 * page or panel. The app's instance, for the app's own texts (its labels, its route's language),
 * is the one the app provides around the editor (Lingui's default one without).
 *
 * While its catalogue is still loading it suspends, with no boundary of its own: a prerendered
 * page then waits for it to hydrate whole (a boundary's content would hydrate after the rest, and
 * the page would look live before it is), and a route's navigation to it waits as for its code.
 */
export function EditorI18n({ children }: { children: ReactNode }) {
  const outer = useContext(LinguiContext)
  const appI18n = outer?.i18n ?? defaultI18n
  const value = useMemo(
    () => ({ i18n: appI18n, t: (d: MessageDescriptor) => appI18n._(d) }),
    [appI18n],
  )
  // Last, after every hook: a render that suspends here and the one that resumes call the same
  // hooks in the same order (with a hook after it, the suspended render had one hook fewer, which
  // React reports as a change in the order of hooks and may throw the rendered tree away).
  const found = uiI18n(uiLanguage(appI18n.locale || documentLanguage()))
  const ui = found instanceof Promise ? use(found) : found
  return (
    <AppI18nContext value={value}>
      <I18nProvider i18n={ui}>{children}</I18nProvider>
    </AppI18nContext>
  )
}
