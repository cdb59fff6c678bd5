import type { RequestHandler } from 'msw'

/**
 * MSW handlers shared by the browser worker (started lazily by the translation editor route
 * only) and the Node server used by the tests. The marketing pages make no requests at all.
 */
export const handlers: RequestHandler[] = []
