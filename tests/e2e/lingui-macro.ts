import type { MessageDescriptor } from '@lingui/core'

/**
 * Playwright loads the e2e specs (and the page registry they read URLs from) without Vite's Babel
 * pass, so the Lingui macros are not compiled there (playwright.config.ts points its tsconfig's
 * `paths` here). The specs never translate: a descriptor is all `msg` has to give back.
 */
export const msg = (descriptor: MessageDescriptor) => descriptor
