import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from '../../../../tests/e2e/fixtures'
import { git, onThrowawayRepo } from './dev-repo'

// Only the editor's own page may write (src/server/request-guard.ts): the dev server's API
// refuses a request from any other origin of this machine (another dev server, a notebook, an
// XSS on a local app), which the browser marks with `Origin` or `Sec-Fetch-Site`, and grants no
// other origin a CORS preflight (Vite's own CORS answers `localhost:*`). On the throwaway copy of
// the repository, as the other dev-server specs: git says whether anything was written.
const API = '/api/translations/home'
const OTHER = 'http://localhost:3000'

onThrowawayRepo([])

/** A save of one English text, with the version the file has now. */
async function saveBody(request: APIRequestContext, en: string) {
  const { version, entries } = (await (await request.get(API)).json()) as {
    version: string
    entries: { key: string }[]
  }
  return { version, changes: [{ key: entries[0]!.key, target: en }] }
}

test('another origin of this machine, an opaque one and a cross-site request without Origin get 403 saying why; the page itself still saves', async ({
  request,
  baseURL,
}) => {
  const body = await saveBody(request, 'Written from another origin')
  const refused: Record<string, string>[] = [
    { Origin: OTHER },
    { Origin: 'null' },
    { 'Sec-Fetch-Site': 'cross-site' },
    { 'Sec-Fetch-Site': 'same-site' },
    // Another port of the same host is another origin.
    { Origin: baseURL!.replace(/:(\d+)$/, (_, port: string) => `:${Number(port) + 1}`) },
  ]
  for (const headers of refused) {
    for (const method of ['PUT', 'GET'] as const) {
      const res = await request.fetch(API, {
        method,
        headers,
        ...(method === 'PUT' && { data: body }),
      })
      expect(res.status(), `${method} ${JSON.stringify(headers)}`).toBe(403)
      expect(res.headers()['access-control-allow-origin']).toBeUndefined()
      const { error } = (await res.json()) as { error: string }
      expect(error).toMatch(/only its own page/)
    }
  }
  expect(git('status', '--porcelain')).toBe('')

  // The editor's own page: same origin (a browser sends Origin with a PUT), and a client with
  // no browser marks at all (curl, a script on this machine).
  const own = await request.put(API, { headers: { Origin: baseURL! }, data: body })
  expect(own.status()).toBe(200)
  const plain = await request.put(API, { data: await saveBody(request, 'Written by a script') })
  expect(plain.status()).toBe(200)
  expect(git('diff', '--name-only')).toBe('locales/en/home.po\n')
})

test('a page of another local origin cannot write: its preflight gets no CORS grant, so the browser never sends the save', async ({
  page,
  request,
  baseURL,
}) => {
  const preflight = await request.fetch(API, {
    method: 'OPTIONS',
    headers: {
      Origin: OTHER,
      'Access-Control-Request-Method': 'PUT',
      'Access-Control-Request-Headers': 'content-type',
    },
  })
  expect(preflight.status()).toBe(403)
  expect(preflight.headers()['access-control-allow-origin']).toBeUndefined()
  expect(preflight.headers()['access-control-allow-methods']).toBeUndefined()

  // A real page of another local server, as an attacker's script on it would try it (served from
  // this machine: Chrome lets a page reach loopback only from a loopback address of its own).
  const other = createServer((_req, res) => {
    res.setHeader('Content-Type', 'text/html')
    res.end('<!doctype html><title>Another app</title>')
  })
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
  const { port } = other.address() as AddressInfo
  const body = await saveBody(request, 'Written by another page')
  await page.goto(`http://localhost:${port}/`)
  const outcome = await page
    .evaluate(
      async ({ url, body }) => {
        try {
          const res = await fetch(url, {
            method: 'PUT',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          })
          return `answered ${res.status}`
        } catch (e) {
          return `blocked: ${(e as Error).name}`
        }
      },
      { url: `${baseURL}${API}`, body },
    )
    .finally(() => other.close())
  expect(outcome).toBe('blocked: TypeError')
  expect(git('status', '--porcelain')).toBe('')
})
