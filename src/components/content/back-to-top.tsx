import { useSyncExternalStore } from 'react'
import { Trans } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { button } from '../../../styled-system/recipes'
import { MAIN_ID } from '../layout/site-layout'

/** The button shows once the page has scrolled further than this (spec §4). */
export const BACK_TO_TOP_THRESHOLD = 300

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true })
  return () => window.removeEventListener('scroll', onChange)
}
const isScrolledDown = () => window.scrollY > BACK_TO_TOP_THRESHOLD
// Prerendered HTML starts at the top: hidden.
const atTopOnServer = () => false

/**
 * Floating "back to top" for long documents. Besides scrolling, it moves keyboard focus to the
 * start of the main content, so the next Tab continues from the top rather than from the button.
 */
export function BackToTop() {
  const visible = useSyncExternalStore(subscribe, isScrolledDown, atTopOnServer)
  const goToTop = () => {
    window.scrollTo({ top: 0 })
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true })
  }
  return (
    <button
      type="button"
      hidden={!visible}
      onClick={goToTop}
      className={`${button({ size: 'sm' })} ${css({
        position: 'fixed',
        right: { base: '4', md: '6' },
        bottom: { base: '4', md: '6' },
        zIndex: '20',
        boxShadow: 'raised',
        _hidden: { display: 'none' },
      })}`}
    >
      <svg
        width={16}
        height={16}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
      <Trans id="common.backToTop.label">Till toppen</Trans>
    </button>
  )
}
