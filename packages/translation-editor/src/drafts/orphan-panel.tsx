import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { roles } from '../host/languages'
import { languages } from '../host/app-config'
import type { Drafts } from './drafts'
import { editorToaster } from '../ui/editor-toaster'
import { button } from '../ui/button'
import theme from '../ui/theme.module.css'
import styles from '../saving/saving.module.css'

/**
 * Drafts whose key the file no longer has (the id was renamed or removed in the code, then
 * extracted): kept in the browser and listed with their old id until the translator copies
 * them, moves them to a key of this file, or discards them. Never dropped silently.
 */
export function OrphanPanel(props: {
  orphans: Drafts
  keys: readonly string[]
  onMove: (from: string, to: string) => void
  onDiscard: (key: string) => void
}) {
  const { t } = useLingui()
  const [targets, setTargets] = useState<Record<string, string>>({})
  const copy = async (key: string) => {
    const d = props.orphans[key]!
    try {
      await navigator.clipboard.writeText(
        [d.source, d.target].filter((x, i) => x !== [d.base.source, d.base.target][i]).join('\n'),
      )
      editorToaster.create({
        type: 'success',
        title: t({ id: 'editor.export.copied', message: 'Kopierat!' }),
      })
    } catch (error) {
      console.error('Clipboard write failed', error)
      editorToaster.create({
        type: 'error',
        title: t({ id: 'editor.export.copyFailed', message: 'Kunde inte kopiera till urklipp' }),
      })
    }
  }
  return (
    <section
      role="alert"
      aria-labelledby="editor-orphans-heading"
      data-testid="editor-orphans"
      className={theme.decisionPanel}
    >
      <h2 id="editor-orphans-heading" className={theme.decisionHeading}>
        <Trans id="editor.orphans.heading">Utkast vars nyckel inte längre finns</Trans>
      </h2>
      <p className={theme.small}>
        <Trans id="editor.orphans.lead">
          Nyckeln har bytt namn eller tagits bort i koden. Utkasten finns kvar i webbläsaren: flytta
          dem till en nyckel i den här filen, kopiera dem eller släng dem.
        </Trans>
      </p>
      <ul className={styles.items}>
        {Object.entries(props.orphans).map(([key, d]) => {
          const target = targets[key] ?? ''
          return (
            <li key={key} data-key={key} className={styles.item}>
              <code className={styles.itemKey}>{key}</code>
              {roles.map(
                (lang) =>
                  d[lang] !== d.base[lang] && (
                    <p key={lang} className={theme.quotedText} lang={languages[lang]}>
                      {d[lang]}
                    </p>
                  ),
              )}
              <div className={styles.moveRow}>
                <label className={styles.moveField}>
                  {t({ id: 'editor.orphans.target', message: `Ny nyckel för ${key}` })}
                  <select
                    className={theme.control}
                    value={target}
                    onChange={(e) => setTargets((m) => ({ ...m, [key]: e.target.value }))}
                  >
                    <option value="">
                      {t({ id: 'editor.orphans.choose', message: 'Välj nyckel' })}
                    </option>
                    {props.keys.map((k) => (
                      <option key={k} value={k}>
                        {k}
                      </option>
                    ))}
                  </select>
                </label>
                <button
                  type="button"
                  className={button({ size: 'sm' })}
                  disabled={!target}
                  onClick={() => props.onMove(key, target)}
                >
                  {t({ id: 'editor.orphans.move', message: `Flytta utkastet för ${key}` })}
                </button>
                <button
                  type="button"
                  className={button({ visual: 'outline', size: 'sm' })}
                  onClick={() => void copy(key)}
                >
                  {t({ id: 'editor.orphans.copy', message: `Kopiera utkastet för ${key}` })}
                </button>
                <button
                  type="button"
                  className={button({ visual: 'outline', size: 'sm' })}
                  onClick={() => props.onDiscard(key)}
                >
                  {t({ id: 'editor.orphans.discard', message: `Släng utkastet för ${key}` })}
                </button>
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
