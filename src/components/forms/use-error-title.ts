import { useEffect } from 'react'
import { useLingui } from '@lingui/react/macro'
import { formMessages } from './form-messages'

/**
 * GOV.UK pattern: while a form shows errors after a submit, the page title starts with
 * "Fel:" / "Error:", so the first thing a screen reader hears on the page says so. Restored after.
 */
export function useErrorTitle(active: boolean) {
  const { i18n } = useLingui()
  const prefix = `${i18n._(formMessages.titlePrefix)} `
  useEffect(() => {
    if (!active) return
    if (!document.title.startsWith(prefix)) document.title = prefix + document.title
    return () => {
      if (document.title.startsWith(prefix)) document.title = document.title.slice(prefix.length)
    }
  }, [active, prefix])
}
