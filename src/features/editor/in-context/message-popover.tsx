import { Popover } from '@ark-ui/react/popover'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { MessageEditor } from './message-editor'
import type { Picked } from './pick'

/**
 * The panel of an Alt+clicked text, anchored to it. Not modal (the page stays readable beside
 * it); focus moves in, Escape or a click outside closes it, and focus returns to the picked
 * link/button/field, or where it was.
 */
export const panelBox = css({
  display: 'grid',
  gap: '3',
  w: 'min(40rem, calc(100vw - 2rem))',
  maxH: 'min(80vh, 48rem)',
  overflowY: 'auto',
  p: '4',
  bg: 'bg.canvas',
  color: 'fg.default',
  borderWidth: '2px',
  borderColor: 'border.strong',
  borderRadius: 'lg',
  boxShadow: 'lg',
  zIndex: '100',
  textAlign: 'start',
  fontSize: 'md',
  fontWeight: '400',
  lineHeight: '1.5',
})

export function MessagePopover(props: {
  /** Null: closed. Mounted from the start, as Ark moves focus in on the open transition. */
  picked: Picked | null
  returnFocus: () => HTMLElement | null
  onClose: () => void
}) {
  const { t } = useLingui()
  const { picked, returnFocus, onClose } = props
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
      <Popover.Positioner className={css({ zIndex: '100' })}>
        <Popover.Content data-testid="in-context-panel" className={panelBox}>
          <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3' })}>
            <Popover.Title asChild>
              <h2 className={css({ fontSize: 'lg', fontWeight: '700' })}>
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
          {picked && <MessageEditor key={picked.ids.join()} ids={picked.ids} />}
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  )
}
