import { useRef } from 'react'
import { Popover } from '@ark-ui/react/popover'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEscapeWhileOpening } from './escape-while-opening'
import { MessageEditor } from './message-editor'
import { button } from '../ui/button'
import styles from './in-context.module.css'
import type { Picked } from './pick'

/**
 * The panel of an Alt+clicked text, anchored to it. Not modal (the page stays readable beside
 * it); focus moves in, Escape or a click outside closes it, and focus returns to the picked
 * link/button/field, or where it was.
 */
export function MessagePopover(props: {
  /** Null: closed. Mounted from the start, as Ark moves focus in on the open transition. */
  picked: Picked | null
  returnFocus: () => HTMLElement | null
  onClose: () => void
}) {
  const { t } = useLingui()
  const { picked, returnFocus, onClose } = props
  const content = useRef<HTMLDivElement>(null)
  useEscapeWhileOpening(!!picked, content, onClose)
  return (
    <Popover.Root
      open={!!picked}
      lazyMount
      unmountOnExit
      onOpenChange={(d) => !d.open && onClose()}
      portalled={false}
      positioning={{
        placement: 'bottom-start',
        getAnchorRect: () => picked?.element.getBoundingClientRect() ?? null,
      }}
      finalFocusEl={returnFocus}
    >
      <Popover.Positioner className={styles.layer}>
        <Popover.Content ref={content} data-testid="in-context-panel" className={styles.panel}>
          <div className={styles.head}>
            <Popover.Title asChild>
              <h2 className={styles.heading}>
                <Trans id="editor.inContext.title">Redigera texten</Trans>
              </h2>
            </Popover.Title>
            <Popover.CloseTrigger
              className={button({ visual: 'ghost', size: 'sm' })}
              aria-label={t({ id: 'editor.inContext.close', message: 'Stäng panelen' })}
            >
              ×
            </Popover.CloseTrigger>
          </div>
          {picked && <MessageEditor key={picked.ids.join()} ids={picked.ids} what={picked.what} />}
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  )
}
