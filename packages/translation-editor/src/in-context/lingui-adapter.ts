import type { I18n, MessageDescriptor } from '@lingui/core'

/**
 * The one place in-context editing leans on how Lingui renders, not on its documented API.
 *
 * Why: to pick a text on the page, the overlay must know which message rendered it. Lingui's
 * documented API says which messages are loaded (`messages`), when the language or the messages
 * change (the `change` event) and which message is missing (the `missing` event and option), but
 * nothing says which message a render turned into which text; a separate i18n instance would not
 * see the app's renders at all. So this wraps the app instance's `_` and its alias `t`, through
 * which every render passes: `<Trans>` calls `i18n._`, and `useLingui()`'s `t`/`_` and the `t`
 * macro call `i18n.t`, an own property bound to `_` when the instance is made (and bound again by
 * `<I18nProvider>` when it subscribes: so this must run before the app renders).
 *
 * Checked with Lingui 6.11.0 (`linguiCheckedWith`). tests/unit/lingui-adapter.test.tsx renders
 * through `<Trans>`, `useLingui()` and the instance itself, and fails when a render no longer
 * passes through here, or when another Lingui version is installed (to be checked again).
 * Under the dev server only (boot.ts): the production build never contains it.
 */
export const linguiCheckedWith = '6.11.0'

type Translate = (id: string | MessageDescriptor, ...rest: unknown[]) => string

/** Calls `record` with the id and the text of every message `i18n` renders from now on. */
export function recordRenders(i18n: I18n, record: (id: string, text: string) => void): void {
  const translate = i18n._.bind(i18n) as Translate
  const recorded = ((id: string | MessageDescriptor, ...rest: unknown[]) => {
    const output = translate(id, ...rest)
    const key = typeof id === 'string' ? id : id?.id
    if (key && typeof output === 'string') record(key, output)
    return output
  }) as I18n['_']
  i18n._ = recorded
  i18n.t = recorded
}
