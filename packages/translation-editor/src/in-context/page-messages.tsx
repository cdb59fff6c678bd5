import { useRef, useState } from 'react'
import { Dialog } from '@ark-ui/react/dialog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEscapeWhileOpening } from './escape-while-opening'
import { MessageEditor } from './message-editor'
import type { MessageMap } from './message-map'
import { button } from '../ui/button'
import styles from './in-context.module.css'
import { pageMessages, type Listed } from './page-list'
import { whereLabels } from './what-labels'

/**
 * Alt+Shift+L: every message of the current page with its id, for what cannot be clicked (the
 * title, meta texts, states not shown now). Choosing one edits it here; "Back" returns to the
 * list. Modal: the page behind does not take focus or clicks while it is open. Mounted from the
 * start (Ark moves focus in on the open transition); the body mounts with each opening.
 */
export function PageMessages(props: {
  map: MessageMap
  open: boolean
  returnFocus: () => HTMLElement | null
  onClose: () => void
}) {
  const { t } = useLingui()
  const content = useRef<HTMLDivElement>(null)
  useEscapeWhileOpening(props.open, content, props.onClose)
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(d) => !d.open && props.onClose()}
      finalFocusEl={props.returnFocus}
      lazyMount
      unmountOnExit
    >
      <Dialog.Backdrop className={styles.backdrop} />
      <Dialog.Positioner className={styles.positioner}>
        <Dialog.Content ref={content} data-testid="in-context-list" className={styles.panel}>
          <div className={styles.head}>
            <Dialog.Title asChild>
              <h2 className={styles.heading}>
                <Trans id="editor.inContext.listTitle">Texterna på sidan</Trans>
              </h2>
            </Dialog.Title>
            <Dialog.CloseTrigger
              className={button({ visual: 'ghost', size: 'sm' })}
              aria-label={t({ id: 'editor.inContext.closeList', message: 'Stäng listan' })}
            >
              ×
            </Dialog.CloseTrigger>
          </div>
          <ListBody map={props.map} />
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}

function ListBody({ map }: { map: MessageMap }) {
  const { t } = useLingui()
  // Read when the list opens: it describes the page as it was then.
  const [listed] = useState(() => pageMessages(map, document.querySelector('[data-in-context]')!))
  const [chosen, setChosen] = useState<Listed>()
  if (chosen) {
    return (
      <>
        <button
          type="button"
          className={button({ visual: 'outline', size: 'sm' })}
          onClick={() => setChosen(undefined)}
        >
          <Trans id="editor.inContext.back">Tillbaka till listan</Trans>
        </button>
        <MessageEditor ids={[chosen.id]} />
      </>
    )
  }
  return (
    <>
      <Dialog.Description className={styles.lead}>
        <Trans id="editor.inContext.listLead">
          Alt+klick på en text redigerar den. Här finns även texter som inte går att klicka på.
        </Trans>
      </Dialog.Description>
      <ul className={styles.list}>
        {listed.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              data-key={item.id}
              onClick={() => setChosen(item)}
              className={styles.listItem}
            >
              <code className={styles.listId}>{item.id}</code>
              <span
                className={styles.listWhere}
              >{`${item.where.map((w) => t(whereLabels[w])).join(', ')}: ${item.text}`}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}
