import { Trans } from '@lingui/react/macro'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { decisionHeading, decisionPanel, quotedText } from '../ui/editor-styles'
import type { Conflict } from '../drafts/drafts'
import type { DraftConflict } from '../drafts/use-drafts'

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
      className={decisionPanel}
    >
      <h2 id="editor-conflicts-heading" className={decisionHeading}>
        <Trans id="editor.conflict.heading">Texterna har ändrats sedan redigeringen började</Trans>
      </h2>
      <p className={css({ fontSize: 'sm' })}>
        <Trans id="editor.conflict.lead">
          Någon annan (en annan flik, en extrahering eller en uppdatering av projektet) har ändrat
          de här texterna. Ingenting har skrivits över. Välj för varje text vilken version som ska
          gälla och spara sedan.
        </Trans>
      </p>
      <ul className={css({ display: 'grid', gap: '4', listStyle: 'none' })}>
        {props.conflicts.map((c) => {
          const key = c.key
          return (
            <li
              key={`${c.kind}/${c.key}/${c.lang}`}
              data-key={c.key}
              data-lang={c.lang}
              data-kind={c.kind}
              className={css({ display: 'grid', gap: '2' })}
            >
              <code className={css({ fontWeight: '600', fontSize: 'sm', wordBreak: 'break-all' })}>
                {`${c.key} (${c.lang})`}
              </code>
              <div
                className={css({
                  display: 'grid',
                  gap: '3',
                  gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
                })}
              >
                <div className={css({ display: 'grid', gap: '1' })}>
                  <span className={css({ fontSize: 'sm', fontWeight: '600' })}>
                    <Trans id="editor.conflict.mine">Er text</Trans>
                  </span>
                  <p className={quotedText} data-testid="conflict-mine">
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
                <div className={css({ display: 'grid', gap: '1' })}>
                  <span className={css({ fontSize: 'sm', fontWeight: '600' })}>
                    {c.kind === 'release' ? (
                      <Trans id="editor.conflict.release">Webbplatsens nya version</Trans>
                    ) : c.kind === 'tab' ? (
                      <Trans id="editor.conflict.otherTab">Texten i den andra fliken</Trans>
                    ) : (
                      <Trans id="editor.conflict.current">Texten i filen nu</Trans>
                    )}
                  </span>
                  <p className={quotedText} data-testid="conflict-current">
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
