import { setupServer } from 'msw/node'
import { handlers } from '../../src/browser/handlers'

/** The translation API as the built editor answers it (browser storage), for msw/node. */
export const server = setupServer(...handlers)
