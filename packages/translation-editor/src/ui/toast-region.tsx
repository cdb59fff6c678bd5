import { useLingui } from '@lingui/react/macro'
import { Toast, Toaster } from '@ark-ui/react/toast'
import { editorToaster } from './editor-toaster'
import styles from './toast.module.css'

/** The editor's toast region: title, optional description, close button. */
export function ToastRegion() {
  const { t } = useLingui()
  return (
    <Toaster
      toaster={editorToaster}
      className={styles.group}
      aria-label={t({ id: 'editor.toast.region', message: 'Aviseringar' })}
    >
      {(toast) => (
        <Toast.Root key={toast.id} className={styles.toast}>
          {toast.title && <Toast.Title className={styles.title}>{toast.title}</Toast.Title>}
          {toast.description && (
            <Toast.Description className={styles.description}>
              {toast.description}
            </Toast.Description>
          )}
          <Toast.CloseTrigger
            className={styles.close}
            aria-label={t({ id: 'editor.toast.close', message: 'Stäng aviseringen' })}
          >
            <svg width={16} height={16} viewBox="0 0 24 24" aria-hidden focusable={false}>
              <path
                d="M6 6l12 12M18 6 6 18"
                stroke="currentColor"
                strokeWidth={2}
                strokeLinecap="round"
              />
            </svg>
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  )
}
