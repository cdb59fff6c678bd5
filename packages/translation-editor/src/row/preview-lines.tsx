import { useMemo } from 'react'
import { setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { Trans } from '@lingui/react/macro'
import { icuSamples } from '../icu'
import { roles } from '../host/languages'
import { languages } from '../host/pair'
import type { EditorLang, TranslationEntry } from '../api/api-schema'
import theme from '../ui/theme.module.css'
import styles from './row.module.css'
import { useLanguageNames } from '../i18n/language-names'

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

/** The selected row's key and its texts in both languages, as the site shows them. */
export function PreviewLines({ entry }: { entry: TranslationEntry }) {
  const names = useLanguageNames()
  const rendered = useMemo(
    () => ({
      source: render('source', entry.key, entry.source),
      target: render('target', entry.key, entry.target),
    }),
    [entry],
  )
  return (
    <>
      <code className={styles.key}>{entry.key}</code>
      <div className={styles.previewColumns}>
        {langs.map((lang) => (
          <div key={lang} data-lang={languages[lang]} className={theme.stack}>
            <h3 className={styles.previewLang}>{names.label(lang)}</h3>
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
  )
}
