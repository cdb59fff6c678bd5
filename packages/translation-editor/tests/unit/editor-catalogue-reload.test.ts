import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { ResolvedConfig, ViteDevServer } from 'vite'
import { devServerApi } from '../../src/server/vite-plugin'
import { updatePo } from '../../src/po'
import { localesLayout } from './layout'

// `npm start` reloads an open page's texts when a catalogue changes on disk (the plugin tells the
// page, the app reloads what the file translates). A file read while a writer that is
// not atomic was halfway through turned an English page's header Swedish, and stayed so. The page
// side is proven in tests/e2e/editor-dev-reload.spec.ts; this is the watch's rule behind it.
const en = readFileSync('locales/en/common.po', 'utf8')
const next = updatePo(en, new Map([['common.footer.company', 'Our company']]))

describe("the dev server's catalogue watch", () => {
  const root = mkdtempSync(join(tmpdir(), 'cirkla-watch-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  mkdirSync(join(root, 'locales/en'), { recursive: true })
  const file = join(root, 'locales/en/common.po')

  async function start() {
    const plugin = devServerApi(() => Promise.resolve(localesLayout(root, ['common'])))
    const reported = vi.fn<(event: string, file: string) => void>()
    const sent = vi.fn<(payload: unknown) => void>()
    await (plugin.configResolved as (c: ResolvedConfig) => Promise<void>)({
      root,
    } as ResolvedConfig)
    ;(plugin.configureServer as (s: ViteDevServer) => void)({
      config: { root, server: { allowedHosts: [], host: undefined } },
      middlewares: { use: () => {}, stack: [{}] },
      watcher: { emit: reported },
    } as unknown as ViteDevServer)
    const context = { environment: { name: 'client', hot: { send: sent } } }
    const hotUpdate = plugin.hotUpdate as unknown as (
      this: typeof context,
      o: { file: string },
    ) => Promise<unknown>
    return { reported, sent, changed: () => hotUpdate.call(context, { file }) }
  }

  it('reports the file again when it changed after its reported change (chokidar dropped that one)', async () => {
    const { reported, sent, changed } = await start()
    writeFileSync(file, next.slice(0, 500))
    expect(await changed()).toEqual([])
    expect(sent).toHaveBeenCalledWith({
      type: 'custom',
      event: 'lingui-translation-editor:catalogue',
      data: { lang: 'en', ns: 'common' },
    })
    // The writer's last bytes, within the watcher's 50 ms: no change of its own.
    writeFileSync(file, next)
    await vi.waitFor(() => expect(reported).toHaveBeenCalledWith('change', file), {
      timeout: 2_000,
    })
  })

  it('tells no page about a file that is gone for a moment; it is reported once back', async () => {
    const { reported, sent, changed } = await start()
    rmSync(file, { force: true })
    await changed()
    expect(sent).not.toHaveBeenCalled()
    writeFileSync(file, next)
    await vi.waitFor(() => expect(reported).toHaveBeenCalledWith('change', file), {
      timeout: 2_000,
    })
  })
})
