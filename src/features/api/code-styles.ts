import { css } from '../../../styled-system/css'

// Code wraps instead of scrolling sideways: a scrollable <pre> would need to be focusable on phones.
export const codeText = css({
  fontFamily: 'mono',
  fontSize: 'sm',
  lineHeight: '1.6',
  p: '4',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  m: '0',
})
