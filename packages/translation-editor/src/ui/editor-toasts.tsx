import { useSyncExternalStore } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Toaster } from '../host/ui'
import { editorToaster } from './editor-toaster'

const noSubscription = () => () => {}

/** Mounted after hydration only: the toast region carries inline positioning styles. */
export function EditorToasts() {
  const { t } = useLingui()
  // false in the prerender and during hydration, true afterwards
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  if (!mounted) return null
  return (
    <Toaster
      toaster={editorToaster}
      label={t({ id: 'editor.toast.region', message: 'Aviseringar' })}
      closeLabel={t({ id: 'editor.toast.close', message: 'Stäng aviseringen' })}
    />
  )
}
