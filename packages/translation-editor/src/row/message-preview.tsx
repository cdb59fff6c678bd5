import { useId, useMemo } from 'react'
import { setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { Trans } from '@lingui/react/macro'
import { css } from '../../../../styled-system/css'
import { icuSamples } from '../host/checks'
import { locales } from '../host/languages'
import type { EditorLang, TranslationEntry } from '../api/api-schema'

const langs: EditorLang[] = [...locales]

/**
 * Renders a text as the site would: Lingui's own compiler and runtime, sample values for the
 * placeholders, one line per plural/select case. Null when the text is not valid ICU (the row
 * already says why).
 */
function render(lang: EditorLang, key: string, text: string) {
  const samples = icuSamples(text)
  if (!samples.length) return null
  try {
    const i18n = setupI18n({ locale: lang, messages: { [lang]: { [key]: compileMessage(text) } } })
    return samples.map((s) => ({ label: s.label, text: i18n._(key, s.values) }))
  } catch {
    return null
  }
}

export function MessagePreview({ entry }: { entry: TranslationEntry | undefined }) {
  const rendered = useMemo(
    () => entry && { sv: render('sv', entry.key, entry.sv), en: render('en', entry.key, entry.en) },
    [entry],
  )
  // The editor and the in-context panel can both show one.
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      data-testid="editor-preview"
      className={css({
        display: 'grid',
        gap: '3',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'lg',
        p: '4',
        bg: 'bg.canvas',
      })}
    >
      <h2 id={headingId} className={css({ fontSize: 'lg', fontWeight: '700' })}>
        <Trans id="editor.preview.heading">Förhandsvisning</Trans>
      </h2>
      {!entry || !rendered ? (
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          <Trans id="editor.preview.empty">
            Välj en rad för att se texten som den visas på webbplatsen, med exempelvärden för
            platshållarna.
          </Trans>
        </p>
      ) : (
        <>
          <code className={css({ fontSize: 'sm', fontWeight: '600', wordBreak: 'break-all' })}>
            {entry.key}
          </code>
          <div
            className={css({
              display: 'grid',
              gap: '4',
              gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
            })}
          >
            {langs.map((lang) => (
              <div
                key={lang}
                data-lang={lang}
                className={css({ display: 'grid', gap: '1', alignContent: 'start' })}
              >
                <h3 className={css({ fontSize: 'sm', fontWeight: '700', color: 'fg.muted' })}>
                  {lang === 'sv' ? (
                    <Trans id="editor.table.sv">Svenska</Trans>
                  ) : (
                    <Trans id="editor.table.en">Engelska</Trans>
                  )}
                </h3>
                {rendered[lang] === null ? (
                  <p className={css({ fontSize: 'sm', color: 'fg.danger' })}>
                    <Trans id="editor.preview.invalid">
                      Texten kan inte visas: den är inte giltig ICU.
                    </Trans>
                  </p>
                ) : (
                  <ul className={css({ display: 'grid', gap: '1', listStyle: 'none' })}>
                    {rendered[lang].map((r) => (
                      <li key={r.label} data-testid="preview-line">
                        {r.label && (
                          <span
                            className={css({
                              fontFamily: 'mono',
                              fontSize: 'xs',
                              color: 'fg.muted',
                              mr: '2',
                            })}
                          >
                            {r.label}
                          </span>
                        )}
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
