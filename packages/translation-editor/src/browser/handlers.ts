import { browserStorage } from './browser-storage'
import { createHandlers } from '../api/translation-api'

/**
 * The translation API of the built site and the unit tests: the shared handlers over browser
 * storage (MSW in the browser, started lazily by the editor route only; msw/node in Vitest).
 */
export const handlers = createHandlers(browserStorage())
