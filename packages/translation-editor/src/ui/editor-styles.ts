import { css } from '../../../../styled-system/css'

// The editor's shared styles: its form control, and the frame of the panels that ask the
// translator to decide something text by text (conflicts, drafts whose id is gone).

/** A select or input of the editor (toolbar, orphaned drafts). */
export const control = css({
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'md',
  px: '3',
  py: '2',
  minH: '11',
  minW: '0',
  maxW: 'full',
  bg: 'bg.canvas',
})

/** A panel that holds the save back until each text is decided. */
export const decisionPanel = css({
  display: 'grid',
  gap: '4',
  borderWidth: '2px',
  borderColor: 'border.warning',
  borderRadius: 'lg',
  p: '4',
  bg: 'bg.canvas',
})

export const decisionHeading = css({ fontSize: 'lg', fontWeight: '700' })

/** A translator's text quoted as it is, line breaks kept. */
export const quotedText = css({
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  bg: 'bg.subtle',
  borderRadius: 'md',
  p: '2',
  fontSize: 'sm',
})
