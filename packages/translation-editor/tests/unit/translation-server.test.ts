import { execFile } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { translationServer, type TranslationServer } from '../../src/server/server'
import { translationCatalogueSchema } from '../../src/api/api-schema'
import { localesLayout } from './layout'

const execFileAsync = promisify(execFile)

// The dev server's translation API as Node sees it (src/server/server.ts): who it
// answers and which bodies it reads, with request objects as Node's HTTP server hands them over.
const root = mkdtempSync(join(tmpdir(), 'cirkla-server-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
cpSync('locales', join(root, 'locales'), { recursive: true })
mkdirSync(join(root, 'src'))
const server = translationServer(localesLayout(root))
const en = join(root, 'locales/en/home.po')
afterEach(() => {
  vi.unstubAllEnvs()
  cpSync('locales', join(root, 'locales'), { recursive: true })
})

async function ask(opts: {
  from: string
  method?: string
  url?: string
  headers?: Record<string, string>
  body?: Buffer[]
  via?: TranslationServer
}) {
  const req = Object.assign(Readable.from(opts.body ?? []), {
    method: opts.method ?? 'GET',
    url: opts.url ?? '/api/translations/home',
    headers: { host: 'localhost:5173', ...opts.headers },
    socket: { remoteAddress: opts.from },
  }) as unknown as IncomingMessage
  let body = ''
  const headers: Record<string, string> = {}
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value
      return res
    },
    end: (b?: Buffer | string) => {
      body = String(b ?? '')
    },
  }
  await (opts.via ?? server).answer(req, res as unknown as ServerResponse)
  return { status: res.statusCode, body, headers }
}

const json = { 'content-type': 'application/json' }
async function saveRequest() {
  const { version, entries } = translationCatalogueSchema.parse(
    JSON.parse((await ask({ from: '127.0.0.1' })).body),
  )
  return { version, changes: [{ key: entries[0]!.key, target: 'From afar' }] }
}

describe("the dev server's translation API answers only its own machine", () => {
  it.each(['127.0.0.1', '127.4.5.6', '::1', '::ffff:127.0.0.1'])('answers %s', async (from) => {
    expect((await ask({ from })).status).toBe(200)
  })

  it.each(['192.168.1.20', '10.0.0.2', '::ffff:10.0.0.2', 'fe80::1', '::ffff:128.0.0.1'])(
    'refuses %s with 403, writes nothing and says how to allow it',
    async (from) => {
      const before = readFileSync(en, 'utf8')
      const body = JSON.stringify(await saveRequest())
      const res = await ask({ from, method: 'PUT', headers: json, body: [Buffer.from(body)] })
      expect(res.status).toBe(403)
      expect(JSON.parse(res.body)).toMatchObject({
        error: expect.stringContaining('TRANSLATION_EDITOR_ALLOW_REMOTE=1') as string,
      })
      expect(readFileSync(en, 'utf8')).toBe(before)
      expect((await ask({ from })).status).toBe(403)
    },
  )

  it('answers another machine when the developer allows it', async () => {
    vi.stubEnv('TRANSLATION_EDITOR_ALLOW_REMOTE', '1')
    expect((await ask({ from: '192.168.1.20' })).status).toBe(200)
  })
})

describe("the dev server's translation API answers only its own page", () => {
  const put = async (headers: Record<string, string>, via?: TranslationServer) =>
    ask({
      from: '127.0.0.1',
      method: 'PUT',
      headers: { ...json, ...headers },
      body: [Buffer.from(JSON.stringify(await saveRequest()))],
      via,
    })

  it.each([
    [{ origin: 'http://localhost:3000' }, 'a page of http://localhost:3000'],
    [{ origin: 'http://localhost:5174' }, 'a page of http://localhost:5174'],
    [{ origin: 'https://localhost:5173' }, 'a page of https://localhost:5173'],
    [{ origin: 'null' }, 'a page without an origin of its own (Origin: null)'],
    [{ 'sec-fetch-site': 'cross-site' }, 'a cross-site request (Sec-Fetch-Site: cross-site)'],
    [{ 'sec-fetch-site': 'same-site' }, 'a same-site request (Sec-Fetch-Site: same-site)'],
    [
      { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-site' },
      'a same-site request (Sec-Fetch-Site: same-site)',
    ],
  ])('refuses %o with 403 saying why, and writes nothing', async (headers, why) => {
    const before = readFileSync(en, 'utf8')
    const res = await put(headers)
    expect(res.status).toBe(403)
    expect(JSON.parse(res.body)).toEqual({
      error: `The translation API writes this repository and answers only its own page (http://localhost:5173), not ${why}.`,
    })
    expect(res.headers['access-control-allow-origin']).toBeUndefined()
    expect(readFileSync(en, 'utf8')).toBe(before)
    // Reading is refused too: a catalogue is the repository's.
    const read = await ask({ from: '127.0.0.1', headers })
    expect(read.status).toBe(403)
  })

  it('gives a preflight from another origin no CORS grant', async () => {
    const res = await ask({
      from: '127.0.0.1',
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'PUT' },
    })
    expect(res.status).toBe(403)
    expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([])
  })

  it.each<Record<string, string>>([
    { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-origin' },
    { origin: 'HTTP://LOCALHOST:5173' },
    // A client that is not a browser page (curl, a script) sends no such marks.
    {},
  ])('saves from its own page or a client without browser marks: %o', async (headers) => {
    expect((await put(headers)).status).toBe(200)
    expect(readFileSync(en, 'utf8')).toContain('msgstr "From afar"')
  })

  it("answers only under a name of this machine, as Vite's host check does: a rebound name is refused", async () => {
    const rebound = { host: 'attacker.example:5173', origin: 'http://attacker.example:5173' }
    const res = await put(rebound)
    expect(res.status).toBe(403)
    expect(JSON.parse(res.body)).toEqual({
      error:
        'The translation API answers only under a name of this machine (an IP address, localhost or server.allowedHosts), not "attacker.example:5173".',
    })
    for (const host of ['127.0.0.1:5173', '[::1]:5173', 'cirkla.localhost:5173']) {
      expect((await put({ host, origin: `http://${host}` })).status, host).toBe(200)
    }
    const listed = translationServer(localesLayout(root), { allowedHosts: ['.example'] })
    expect((await put(rebound, listed)).status).toBe(200)
  })
})

describe("the dev server's translation API reads JSON bodies up to 1 MB", () => {
  it('refuses a body that is not JSON with 415', async () => {
    const before = readFileSync(en, 'utf8')
    const body = Buffer.from(JSON.stringify(await saveRequest()))
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', '']) {
      const res = await ask({
        from: '127.0.0.1',
        method: 'PUT',
        headers: type ? { 'content-type': type } : {},
        body: [body],
      })
      expect(res.status, type).toBe(415)
    }
    expect(readFileSync(en, 'utf8')).toBe(before)
  })

  it('refuses a body over 1 MB with 413, whether its length is announced or not', async () => {
    const before = readFileSync(en, 'utf8')
    const request = await saveRequest()
    const big = JSON.stringify({ ...request, pad: 'x'.repeat(1024 * 1024) })
    const announced = await ask({
      from: '127.0.0.1',
      method: 'PUT',
      headers: { ...json, 'content-length': String(big.length) },
      body: [Buffer.from(big)],
    })
    expect(announced.status).toBe(413)
    const chunks = Array.from({ length: 20 }, (_, i) =>
      Buffer.from(big.slice(i * 60_000, (i + 1) * 60_000)),
    )
    const streamed = await ask({ from: '127.0.0.1', method: 'PUT', headers: json, body: chunks })
    expect(streamed.status).toBe(413)
    expect(readFileSync(en, 'utf8')).toBe(before)
  })

  it('saves a JSON body under the limit', async () => {
    const res = await ask({
      from: '::1',
      method: 'PUT',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: [Buffer.from(JSON.stringify(await saveRequest()))],
    })
    expect(res.status).toBe(200)
    expect(readFileSync(en, 'utf8')).toContain('msgstr "From afar"')
  })
})

describe("the dev server's history of a message", () => {
  it('says the project is not a git repository instead of failing, and asks for the message', async () => {
    const url = '/api/translations/home/history'
    const res = await ask({ from: '127.0.0.1', url: `${url}?key=home.hero.badge` })
    expect({ status: res.status, body: JSON.parse(res.body) as unknown }).toEqual({
      status: 200,
      body: { source: 'no-repository', changes: [] },
    })
    expect((await ask({ from: '127.0.0.1', url })).status).toBe(400)
  })
})

/**
 * Every module a Node loading the app's vite.config.ts (as `vite build` and Vitest load it) loads,
 * with the module that asked for it. Run while the file is collected: a Node of its own that
 * bundles the config and loads its plugins takes seconds of CPU, more than a test's timeout
 * gives on a fully loaded machine.
 */
async function configModules() {
  // The config as `vite build` and Vitest load it, in a Node of its own that records every
  // module it loads (a resolve hook, which sees tsx's TypeScript modules too).
  const dir = mkdtempSync(join(tmpdir(), 'cirkla-config-'))
  const log = join(dir, 'loaded.txt')
  const hook = `import { appendFileSync } from 'node:fs'
  export async function resolve(specifier, context, next) {
    const found = await next(specifier, context)
    appendFileSync(${JSON.stringify(log)}, found.url + ' ' + context.parentURL + '\\n')
    return found
  }`
  const main = `import { register } from 'node:module'
    register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(hook)}))
    const { loadConfigFromFile } = await import('vite')
    await loadConfigFromFile({ command: 'build', mode: 'production' }, 'vite.config.ts')`
  await execFileAsync(process.execPath, ['--input-type=module', '-e', main])
  const path = (url: string) => relative(process.cwd(), fileURLToPath(url.split('?')[0]!))
  const loaded = readFileSync(log, 'utf8')
    .split('\n')
    .map((line) => line.split(' '))
    .filter(([url]) => url?.startsWith('file:'))
    .map(([url, parent]) => ({
      file: path(url!),
      by: parent?.startsWith('file:') ? path(parent) : '',
    }))
  rmSync(dir, { recursive: true, force: true })
  return loaded
}
const configLoaded = await configModules()

describe("the app's vite.config.ts with the editor's plugin", () => {
  it('loads only the light plugin shell: `vite build`, the SSR build and Vitest never load the server, its code writer or MSW', () => {
    const loaded = configLoaded
    const server = 'packages/translation-editor/src/server/'
    expect(loaded.map(({ file }) => file)).toContain(`${server}vite-plugin.ts`)
    const heavy = loaded.filter(
      ({ file, by }) =>
        (file.startsWith(server) &&
          ![
            'vite-plugin.ts',
            'file-transaction.ts',
            'catalogue-layout.ts',
            'ui-catalogues.ts',
          ].includes(file.slice(server.length))) ||
        // The server's own packages, loaded by the editor's code (Lingui's own plugins load
        // @messageformat themselves, as Vite's and Lingui's bring prettier, Babel's parser and
        // magic-string).
        (/node_modules\/(msw|@messageformat)\//.test(file) && !by.includes('node_modules/')),
    )
    expect(heavy).toEqual([])
  })
})
