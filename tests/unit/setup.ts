import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { server } from '../../mocks/node'

// Page tests wait for code-split parts (the calculator's result, the editor's panels) that
// Vitest transforms on their first import: on a busy 2-core machine (npm test runs the unit tests
// beside eslint) that took longer than Testing Library's 1 s default, and six calculator and
// editor tests failed once on a result that came moments later. findBy/waitFor still return as
// soon as the condition holds.
configure({ asyncUtilTimeout: 10_000 })

// Any request a test did not plan for is a failure, not a silent network call.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
  localStorage.clear()
})
afterAll(() => server.close())
