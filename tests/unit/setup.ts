import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { createRoot } from 'react-dom/client'
import { server } from '../../mocks/node'

// Headroom for a busy 2-core machine (npm test runs the unit tests beside eslint): findBy and
// waitFor still return as soon as the condition holds. (The six page tests that once failed
// here were not slow: see the document root below.)
configure({ asyncUtilTimeout: 10_000 })

// React attaches its event listeners to the node of a root the first time it meets that node, and
// marks the document as met when the first root is any element in it (a component test's <div>).
// Page tests render the app into `document` itself, as main.tsx does: after a component test in
// the same worker (isolate: false), React attached nothing to the document, and no click, key or
// change reached the page (CI's fresh clone, without Vitest's timing cache, ran the files in
// that order: six calculator and editor tests failed). A root on the document comes first here,
// as in the browser, where the app's root is the document's only one; React's listeners stay.
createRoot(document).unmount()

// Any request a test did not plan for is a failure, not a silent network call.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  cleanup()
  server.resetHandlers()
  localStorage.clear()
})
afterAll(() => server.close())
