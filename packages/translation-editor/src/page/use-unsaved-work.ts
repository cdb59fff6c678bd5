import { useEffect } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useBlocker } from '@tanstack/react-router'

/**
 * What every view of the editor does with unsaved drafts: Ctrl+S (Cmd+S) saves them, and leaving
 * the editor (another page, closing the tab) asks first. Moving between the editor's own views
 * (file, search, filter, row, the to-do list) keeps the drafts and asks nothing.
 */
export function useUnsavedWork(save: () => void, unsaved: boolean) {
  const { t } = useLingui()
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 's') {
        e.preventDefault()
        save()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [save])

  useBlocker({
    shouldBlockFn: ({ current, next }) =>
      unsaved &&
      current.pathname !== next.pathname &&
      !window.confirm(
        t({
          id: 'editor.leave.confirm',
          message: 'Det finns osparade ändringar. Lämna sidan ändå?',
        }),
      ),
    enableBeforeUnload: unsaved,
  })
}
