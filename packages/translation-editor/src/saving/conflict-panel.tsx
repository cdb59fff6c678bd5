import { Trans } from '@lingui/react/macro'
import type { Conflict } from '../drafts/drafts'
import type { DraftConflict } from '../drafts/use-drafts'
import { button } from '../ui/button'
import theme from '../ui/theme.module.css'
import styles from './saving.module.css'
import { languages } from '../host/app-config'

/**
 * A draft that the file changed under (`draft`), a text this tab typed that another tab typed
 * over (`tab`), or a saved edit a new release changed (`release`).
 */
export type ConflictItem = DraftConflict | (Conflict & { kind: 'release' })

/**
 * Texts that changed in the file since the translator began editing them (another tab, `npm run
 * extract`, a `git pull`). Nothing is written until each one is decided, key by key.
 */
export function ConflictPanel(props: {
  conflicts: ConflictItem[]
  onKeepMine: (c: ConflictItem) => void
  onTakeCurrent: (c: ConflictItem) => void
}) {
  return (
    <section
      role="alert"
      aria-labelledby="editor-conflicts-heading"
      data-testid="editor-conflicts"
      className={theme.decisionPanel}
    >
      <h2 id="editor-conflicts-heading" className={theme.decisionHeading}>
        <Trans id="editor.conflict.heading">Texterna har ändrats sedan redigeringen började</Trans>
      </h2>
      <p className={theme.small}>
        <Trans id="editor.conflict.lead">
          Någon annan (en annan flik, en extrahering eller en uppdatering av projektet) har ändrat
          de här texterna. Ingenting har skrivits över. Välj för varje text vilken version som ska
          gälla och spara sedan.
        </Trans>
      </p>
      <ul className={styles.items}>
        {props.conflicts.map((c) => {
          const key = c.key
          return (
            <li
              key={`${c.kind}/${c.key}/${c.lang}`}
              data-key={c.key}
              data-lang={languages[c.lang]}
              data-kind={c.kind}
              className={styles.item}
            >
              <code className={styles.itemKey}>{`${c.key} (${languages[c.lang]})`}</code>
              <div className={styles.choices}>
                <div className={styles.choice}>
                  <span className={styles.choiceLabel}>
                    <Trans id="editor.conflict.mine">Er text</Trans>
                  </span>
                  <p className={theme.quotedText} data-testid="conflict-mine">
                    {c.mine}
                  </p>
                  <button
                    type="button"
                    className={button({ size: 'sm' })}
                    onClick={() => props.onKeepMine(c)}
                  >
                    <Trans id="editor.conflict.keepMine">Behåll min text för {key}</Trans>
                  </button>
                </div>
                <div className={styles.choice}>
                  <span className={styles.choiceLabel}>
                    {c.kind === 'release' ? (
                      <Trans id="editor.conflict.release">Webbplatsens nya version</Trans>
                    ) : c.kind === 'tab' ? (
                      <Trans id="editor.conflict.otherTab">Texten i den andra fliken</Trans>
                    ) : (
                      <Trans id="editor.conflict.current">Texten i filen nu</Trans>
                    )}
                  </span>
                  <p className={theme.quotedText} data-testid="conflict-current">
                    {c.current}
                  </p>
                  <button
                    type="button"
                    className={button({ visual: 'outline', size: 'sm' })}
                    onClick={() => props.onTakeCurrent(c)}
                  >
                    {c.kind === 'release' ? (
                      <Trans id="editor.conflict.takeRelease">
                        Ta den nya versionens text för {key}
                      </Trans>
                    ) : c.kind === 'tab' ? (
                      <Trans id="editor.conflict.takeOtherTab">
                        Ta den andra flikens text för {key}
                      </Trans>
                    ) : (
                      <Trans id="editor.conflict.takeCurrent">Ta filens text för {key}</Trans>
                    )}
                  </button>
                </div>
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
