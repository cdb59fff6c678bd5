import { useLingui } from '@lingui/react/macro'
import type { LinkProblem } from './linked-file'
import { cx } from '../ui/cx'
import styles from './page.module.css'

/** A link's file or key that is not there, and the file shown instead. */
export function LinkNotice({ problem, shown }: { problem: LinkProblem; shown: string }) {
  const { t } = useLingui()
  const file = `${shown}.po`
  const asked = problem.kind === 'file' ? problem.file : problem.key
  const text =
    problem.kind === 'file'
      ? t({
          id: 'editor.link.noFile',
          message: `Filen ”${asked}” i länken finns inte. Visar ${file}.`,
        })
      : problem.kind === 'nowhere'
        ? t({
            id: 'editor.link.noKey',
            message: `Nyckeln ${asked} i länken finns inte i någon fil. Visar ${file}.`,
          })
        : t({
            id: 'editor.link.keyElsewhere',
            message: `Nyckeln ${asked} i länken finns inte i ${file}.`,
          })
  return (
    <p role="status" className={cx(styles.notice, styles.warning)} data-testid="editor-link-notice">
      {text}
    </p>
  )
}
