import { lazy, Suspense, useId } from 'react'
import { Trans } from '@lingui/react/macro'
import type { TranslationEntry } from '../api/api-schema'
import theme from '../ui/theme.module.css'
import styles from './row.module.css'

// Lingui's message compiler (and its date skeletons) load with the first row the translator
// selects: the preview is empty on the first visit.
const PreviewLines = lazy(() =>
  import('./preview-lines').then((m) => ({ default: m.PreviewLines })),
)

export function MessagePreview({ entry }: { entry: TranslationEntry | undefined }) {
  // The editor and the in-context panel can both show one.
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} data-testid="editor-preview" className={styles.preview}>
      <h2 id={headingId} className={styles.previewHeading}>
        <Trans id="editor.preview.heading">Förhandsvisning</Trans>
      </h2>
      {!entry ? (
        <p className={`${theme.muted} ${theme.small}`}>
          <Trans id="editor.preview.empty">
            Välj en rad för att se texten som den visas på webbplatsen, med exempelvärden för
            platshållarna.
          </Trans>
        </p>
      ) : (
        <Suspense fallback={<code className={styles.key}>{entry.key}</code>}>
          <PreviewLines entry={entry} />
        </Suspense>
      )}
    </section>
  )
}
