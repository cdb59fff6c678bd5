import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { createRoot } from 'react-dom/client'
import { join } from 'node:path'
import { server } from './api-server'
import { settleClients } from './open-clients'

// The tests read and copy the host app's files by their paths from its root (vitest.config.ts).
process.chdir(join(import.meta.dirname, '../../../..'))

// Headroom for a busy 2-core machine (npm test runs the unit tests beside eslint): findBy and
// waitFor still return as soon as the condition holds.
configure({ asyncUtilTimeout: 10_000 })

// React attaches its event listeners to the node of a root the first time it meets that node, and
// marks the document as met when the first root is any element in it (a component test's <div>).
// Page tests render into the document, as the app does: after a component test in the same worker
// (isolate: false), React would have attached nothing to the document, and no click, key or change
// would reach the page. A root on the document comes first here, as in the browser.
createRoot(document).unmount()

// Any request a test did not plan for is a failure, not a silent network call.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(async () => {
  await settleClients()
  cleanup()
  server.resetHandlers()
  localStorage.clear()
})
afterAll(() => server.close())
