import { useSyncExternalStore } from 'react'
import { Trans } from '@lingui/react/macro'
import { ASIDE_EVENT, asideItems, discardAside } from '../drafts/stored'
import { button } from '../ui/button'
import { cx } from '../ui/cx'
import { download } from '../ui/download'
import theme from '../ui/theme.module.css'
import styles from './page.module.css'
import { storageName } from '../host/app-config'

/** The load failed: stays until the translator retries (a toast alone disappears). */
export function LoadFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className={cx(styles.notice, styles.failure)}
      data-testid="editor-load-failure"
    >
      <p>
        <Trans id="editor.load.failedLong">
          Översättningarna kunde inte laddas. Osparade ändringar finns kvar i webbläsaren.
        </Trans>
      </p>
      <div className={theme.actions}>
        <button type="button" className={button({ size: 'sm' })} onClick={onRetry}>
          <Trans id="editor.load.retry">Försök igen</Trans>
        </button>
      </div>
    </div>
  )
}

const subscribe = (onChange: () => void) => {
  window.addEventListener(ASIDE_EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(ASIDE_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}
let snapshot = ''
const asideSnapshot = () => {
  const next = JSON.stringify(asideItems())
  if (next !== snapshot) snapshot = next
  return snapshot
}

/** Stored edits this browser could not read: kept aside, offered for download or discarding. */
export function AsideNotice() {
  const aside = useSyncExternalStore(subscribe, asideSnapshot, () => '{}')
  if (aside === '{}') return null
  return (
    <div role="alert" className={cx(styles.notice, styles.warning)} data-testid="editor-aside">
      <p>
        <Trans id="editor.aside.text">
          Några ändringar som sparats i den här webbläsaren kunde inte läsas (filen är skadad eller
          från en annan version). De är undanlagda och har inte skrivits över. Ladda ner dem för att
          föra in texterna för hand, eller släng dem.
        </Trans>
      </p>
      <div className={theme.actions}>
        <button
          type="button"
          className={button({ size: 'sm' })}
          onClick={() =>
            download(`${storageName}-unreadable-edits.json`, aside, 'application/json')
          }
        >
          <Trans id="editor.aside.download">Ladda ner undanlagda ändringar</Trans>
        </button>
        <button
          type="button"
          className={button({ visual: 'outline', size: 'sm' })}
          onClick={discardAside}
        >
          <Trans id="editor.aside.discard">Släng dem</Trans>
        </button>
      </div>
    </div>
  )
}
