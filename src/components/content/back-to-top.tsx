import { useSyncExternalStore } from 'react'
import { Trans } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
import { button, pageContainer } from '../../../styled-system/recipes'
import { MAIN_ID } from '../layout/landmarks'
import { LineIcon } from '../ui/icons'

/** The button shows once the page has scrolled further than this (spec §4). */
const BACK_TO_TOP_THRESHOLD = 300

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true })
  return () => window.removeEventListener('scroll', onChange)
}
const isScrolledDown = () => window.scrollY > BACK_TO_TOP_THRESHOLD
// Prerendered HTML starts at the top: hidden.
const atTopOnServer = () => false

/**
 * "Back to top" for long documents, the last element of the document (LegalDocument): sticky at
 * the bottom of the screen while the document scrolls by, resting at its end above the footer.
 * Besides scrolling, it moves keyboard focus to the start of the main content, so the next Tab
 * continues from the top rather than from the button. The page keeps focused elements clear of
 * it (scroll-padding-bottom in theme/global-css.ts).
 */
export function BackToTop() {
  const visible = useSyncExternalStore(subscribe, isScrolledDown, atTopOnServer)
  const goToTop = () => {
    window.scrollTo({ top: 0 })
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true })
  }
  return (
    // The row spans the page but lets clicks through to what lies under it, except on the button.
    <div
      className={cx(
        pageContainer(),
        css({
          position: 'sticky',
          bottom: '0',
          zIndex: '20',
          display: 'flex',
          justifyContent: 'flex-end',
          pb: { base: '4', md: '6' },
          pointerEvents: 'none',
          _print: { display: 'none' },
        }),
      )}
    >
      <button
        type="button"
        data-back-to-top=""
        // Not the `hidden` attribute: Panda's preflight turns that into display:none !important, and
        // the document's end then grew by the button's height the moment the visitor scrolled past
        // 300 px, pushing the footer down under a finger or pointer about to tap a footer link.
        data-hidden={visible ? undefined : ''}
        onClick={goToTop}
        className={cx(
          button({ size: 'sm' }),
          css({
            pointerEvents: 'auto',
            boxShadow: 'raised',
            // Hidden but keeping its place: the document's end does not jump when it appears.
            // visibility:hidden also takes it out of the tab order and the accessibility tree.
            _hidden: { visibility: 'hidden' },
          }),
        )}
      >
        <LineIcon size={16}>
          <path d="M12 19V5M5 12l7-7 7 7" />
        </LineIcon>
        <Trans id="common.backToTop.label">Till toppen</Trans>
      </button>
    </div>
  )
}
