import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'

// setup.ts starts MSW so that a request no test planned for fails. The request goes to a real
// server that would answer it: if MSW let it through (an option it no longer reads, a default
// that warns), the fetch would succeed and this test would fail.
let local: Server
let url: string

beforeAll(async () => {
  // The page's origin is not the server's: it allows any, so only MSW can refuse the request.
  local = createServer((_, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*')
    res.end('reached the network')
  })
  await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(local.address() as AddressInfo).port}/unplanned`
})
afterAll(() => new Promise<void>((resolve) => local.close(() => resolve())))

test('a request no handler answers fails instead of reaching the network', async () => {
  // MSW prints why it refused the request; the refusal itself is what this test checks.
  const printed = vi.spyOn(console, 'error').mockImplementation(() => {})
  await expect(fetch(url)).rejects.toThrow()
  expect(printed).toHaveBeenCalled()
  printed.mockRestore()
})
