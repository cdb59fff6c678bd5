import styles from './button.module.css'

/** The classes of one of the editor's buttons (button.module.css). */
export function button({
  visual = 'solid',
  size = 'md',
}: { visual?: 'solid' | 'outline' | 'ghost'; size?: 'sm' | 'md' } = {}): string {
  return `${styles.button} ${styles[visual]} ${styles[size]}`
}
