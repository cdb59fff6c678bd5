import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'

// The two in-context panels (the picked text's popover and the page's list): one frame, and one
// header of a title and a close button.
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
export const panelHead = css({ display: 'flex', justifyContent: 'space-between', gap: '3' })
export const panelHeading = css({ fontSize: 'lg', fontWeight: '700' })
export const panelClose = button({ visual: 'ghost', size: 'sm' })
