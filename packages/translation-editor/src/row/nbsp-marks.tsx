import { Fragment, useLayoutEffect, useRef, type RefObject } from 'react'
import { ph } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { EditorLang } from '../api/api-schema'
import { roles } from '../host/languages'
import { NBSP, restoreNbsp, type NbspDrops } from '../nbsp'
import { button } from '../ui/button'
import { cx } from '../ui/cx'
import theme from '../ui/theme.module.css'
import styles from './row.module.css'
import { useLanguageNames } from '../i18n/language-names'

/**
 * A text's non-breaking spaces, shown under its box (the box cannot show them): each run of words
 * they hold together, a marked dot where each one is. The box names it in its description, so a
 * screen reader hears it too. The text itself is never changed.
 */
export function NbspMarks({ text, id }: { text: string; id: string }) {
  const { t } = useLingui()
  const runs = text.split(/[ \t\r\n]+/).filter((word) => word.includes(NBSP))
  if (!runs.length) return null
  return (
    <span id={id} data-testid="nbsp-marks" className={cx(theme.note, theme.muted)}>
      {t({ id: 'editor.nbsp.marks', message: 'Hårda mellanslag (·):' })}{' '}
      {runs.map((run, i) => (
        <Fragment key={i}>
          {i > 0 && ', '}
          <span className={styles.nbspRun}>
            {run.split(NBSP).map((part, j) => (
              <Fragment key={j}>
                {j > 0 && <mark className={styles.nbsp}>·</mark>}
                {part}
              </Fragment>
            ))}
          </span>
        </Fragment>
      ))}
    </span>
  )
}

/**
 * A change that dropped a non-breaking space (a plain space typed over it): said on the row, as
 * the catalogue check says it, with one click to give them back.
 */
export function NbspDropped(props: {
  drops: NbspDrops
  texts: Record<EditorLang, string>
  onRestore: (lang: EditorLang, text: string) => void
}) {
  const { t } = useLingui()
  const names = useLanguageNames()
  return roles.map((lang) => {
    const words = props.drops[lang]
    if (!words?.length) return null
    const list = words.map((w) => `"${w}"`).join(', ')
    return (
      <span key={lang} data-testid="nbsp-dropped" className={cx(theme.note, theme.danger)}>
        {t({
          id: 'editor.nbsp.dropped',
          message: `Texten på ${ph({ language: names.of(lang) })} har tappat ett hårt mellanslag: ${list}.`,
        })}
        <button
          type="button"
          className={cx(button({ visual: 'outline', size: 'sm' }), theme.start)}
          onClick={() => props.onRestore(lang, restoreNbsp(props.texts[lang], words))}
        >
          {t({ id: 'editor.nbsp.restore', message: 'Återställ hårda mellanslag' })}
        </button>
      </span>
    )
  })
}

/**
 * A text box whose text the editor may adjust as it is typed (a kept non-breaking space, the
 * same length): the caret stays where the translator typed instead of jumping to the end when
 * React writes the adjusted value.
 */
export function useKeptCaret(box: RefObject<HTMLTextAreaElement | null>, value: string) {
  const caret = useRef<[number, number] | null>(null)
  useLayoutEffect(() => {
    const el = box.current
    const at = caret.current
    caret.current = null
    if (!el || !at || document.activeElement !== el || el.value !== value) return
    if (el.selectionStart !== at[0] || el.selectionEnd !== at[1]) el.setSelectionRange(...at)
  }, [box, value])
  /** Called as the box changes: where the translator's caret is. */
  return (el: HTMLTextAreaElement) => {
    caret.current = [el.selectionStart, el.selectionEnd]
  }
}
