import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { APIResponse } from '@playwright/test'
import { allPublicPaths } from '../../src/i18n/slugs'
import { expect } from './fixtures'
import { declaredHeaders, transportHeaders } from './host-rules'

// How the host specs (host.spec.ts, host-methods.spec.ts) ask nginx and read its answers: plain
// HTTP requests that follow no redirect, bodies compared with the files in dist/.

export const digest = (bytes: Buffer) =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 16)
export const file = (name: string) => readFileSync(join('dist', name))
export const pageFile = (url: string) => (url === '/' ? 'index.html' : `${url.slice(1)}.html`)
export const notFoundFile = { sv: '404.html', en: 'en/404.html' } as const

/**
 * The host's headers equal what dist/_headers declares for `path`, no more, no fewer, and each
 * once: no header sent twice (Vary may come in two lines, one for the encoding and one for the
 * language, which HTTP reads as one list, but never with a name twice).
 */
export function expectDeclaredHeaders(
  response: APIResponse,
  path: string,
  what: string,
  /** What this answer adds (a refusal's Allow), lowercased. */
  also: Record<string, string> = {},
) {
  const got = Object.fromEntries(
    Object.entries(response.headers()).filter(([name]) => !transportHeaders.has(name)),
  )
  expect(got, `${what}: headers`).toEqual({ ...declaredHeaders(path), ...also })
  const names = response
    .headersArray()
    .map((h) => h.name.toLowerCase())
    .filter((name) => name !== 'vary')
  expect(
    names.filter((name, i) => names.indexOf(name) !== i),
    `${what}: headers sent twice`,
  ).toEqual([])
  const vary = varyOf(response).map((name) => name.toLowerCase())
  expect(vary.length, `${what}: Vary ${vary.join(', ')}`).toBe(new Set(vary).size)
}

/** A GET (or other method) that follows no redirect; `encoding` sets Accept-Encoding. */
export async function answer(
  request: import('@playwright/test').APIRequestContext,
  url: string,
  {
    method = 'GET',
    encoding = 'br, gzip',
    form,
  }: { method?: string; encoding?: string; form?: Record<string, string> } = {},
) {
  return request.fetch(url, {
    method,
    maxRedirects: 0,
    headers: { 'accept-encoding': encoding },
    ...(form ? { form } : {}),
  })
}

/**
 * Runs `check` on every item, eight requests at a time: nginx answers them side by side, and the
 * corpus takes a fraction of the time one request after another took.
 */
export async function eachAtOnce<T>(items: T[], check: (item: T) => Promise<void>) {
  const queue = [...items]
  const lane = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await check(item)
  }
  await Promise.all(Array.from({ length: 8 }, lane))
}

export const pageUrls = ['/', ...allPublicPaths()]

/** /sv/kalkylator -> /sv/kalkylat%6Fr: the same address to nginx, which decodes the path. */
export const encodeLastLetter = (url: string) =>
  url.replace(/[a-z](?=[^a-z]*$)/, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/** The Vary header's names, however many header lines carry them. */
export const varyOf = (response: APIResponse) =>
  response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'vary')
    .flatMap((h) => h.value.split(',').map((v) => v.trim()))

/** A Cookie header too large for the host (a 20 kB cookie another site of the domain set). */
export const oversizedCookie = { cookie: `session=${'x'.repeat(20_000)}` }
