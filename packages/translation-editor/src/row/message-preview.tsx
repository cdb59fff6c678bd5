import { useId, useMemo } from 'react'
import { setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { Trans } from '@lingui/react/macro'
import { icuSamples } from '../icu'
import { roles } from '../host/languages'
import { languages } from '../host/app-config'
import type { EditorLang, TranslationEntry } from '../api/api-schema'
import theme from '../ui/theme.module.css'
import styles from './row.module.css'

const langs: EditorLang[] = [...roles]

/**
 * Renders a text as the site would: Lingui's own compiler and runtime, sample values for the
 * placeholders, one line per plural/select case. Null when the text is not valid ICU (the row
 * already says why).
 */
function render(lang: EditorLang, key: string, text: string) {
  const samples = icuSamples(text)
  if (!samples.length) return null
  try {
    const locale = languages[lang]
    const i18n = setupI18n({ locale, messages: { [locale]: { [key]: compileMessage(text) } } })
    return samples.map((s) => ({ label: s.label, text: i18n._(key, s.values) }))
  } catch {
    return null
  }
}

export function MessagePreview({ entry }: { entry: TranslationEntry | undefined }) {
  const rendered = useMemo(
    () =>
      entry && {
        source: render('source', entry.key, entry.source),
        target: render('target', entry.key, entry.target),
      },
    [entry],
  )
  // The editor and the in-context panel can both show one.
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} data-testid="editor-preview" className={styles.preview}>
      <h2 id={headingId} className={styles.previewHeading}>
        <Trans id="editor.preview.heading">Förhandsvisning</Trans>
      </h2>
      {!entry || !rendered ? (
        <p className={`${theme.muted} ${theme.small}`}>
          <Trans id="editor.preview.empty">
            Välj en rad för att se texten som den visas på webbplatsen, med exempelvärden för
            platshållarna.
          </Trans>
        </p>
      ) : (
        <>
          <code className={styles.key}>{entry.key}</code>
          <div className={styles.previewColumns}>
            {langs.map((lang) => (
              <div key={lang} data-lang={languages[lang]} className={theme.stack}>
                <h3 className={styles.previewLang}>
                  {lang === 'source' ? (
                    <Trans id="editor.table.sv">Svenska</Trans>
                  ) : (
                    <Trans id="editor.table.en">Engelska</Trans>
                  )}
                </h3>
                {rendered[lang] === null ? (
                  <p className={`${theme.small} ${theme.danger}`}>
                    <Trans id="editor.preview.invalid">
                      Texten kan inte visas: den är inte giltig ICU.
                    </Trans>
                  </p>
                ) : (
                  <ul className={styles.previewLines}>
                    {rendered[lang].map((r) => (
                      <li key={r.label} data-testid="preview-line">
                        {r.label && <span className={styles.previewCase}>{r.label}</span>}
                        {r.text}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </div>
        </>
      )}
    </section>
  )
}
