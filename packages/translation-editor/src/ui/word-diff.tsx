import { diffWords } from 'diff'
import { cx } from './cx'
import styles from './word-diff.module.css'

/**
 * A text against an earlier one, word by word (the outdated note, an agency's returned text).
 * Removed and added words say so in text too (`del`/`ins`), not only by colour.
 */
export function WordDiff(props: { from: string; to: string; testId: string; className?: string }) {
  return (
    <span className={cx(styles.diff, props.className)} data-testid={props.testId}>
      {diffWords(props.from, props.to).map((part, i) =>
        part.removed ? (
          <del key={i} className={styles.removed}>
            {part.value}
          </del>
        ) : part.added ? (
          <ins key={i} className={styles.added}>
            {part.value}
          </ins>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </span>
  )
}
