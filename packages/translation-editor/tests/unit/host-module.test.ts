import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Plugin, ResolvedConfig } from 'vite'
import { translationEditor } from '../../src/server/vite-plugin'
import { fileStorage } from '../../src/server/file-storage'
import { localesLayout } from './layout'

// What is the app's reaches the editor through its plugin's options (the host module) and its
// own files (the catalogues on disk), never through an import of the app.
function hostPlugin(options: Parameters<typeof translationEditor>[0], root: string) {
  const plugin = (translationEditor(options) as Plugin[]).find(
    (p) => p.name === 'lingui-translation-editor:host',
  )!
  ;(plugin.configResolved as (c: ResolvedConfig) => void)({ root } as ResolvedConfig)
  const id = (plugin.resolveId as (id: string) => string | undefined)(
    'virtual:lingui-translation-editor/host',
  )
  return { id, load: () => (plugin.load as (id: string) => string | undefined)(id!) }
}

describe("the editor's host module", () => {
  it("is the module the app's plugin options name, resolved from the project root", () => {
    const { id, load } = hostPlugin({ host: 'src/editor-host.ts' }, '/app')
    expect(id).toBe('\0virtual:lingui-translation-editor/host')
    expect(load()).toBe('export { default } from "/app/src/editor-host.ts"')
  })

  it('is empty without the option: the editor runs on its defaults', () => {
    expect(hostPlugin({}, '/app').load()).toBe('export default {}')
  })
})

describe("the dev server's catalogue list", () => {
  const dir = mkdtempSync(join(tmpdir(), 'editor-list-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it("is lingui.config's catalogues whose source-language file is on disk, sorted, read per request", async () => {
    mkdirSync(join(dir, 'locales/sv'), { recursive: true })
    for (const f of ['shop.po', 'about.po', 'notes.txt', 'other.po'])
      writeFileSync(join(dir, 'locales/sv', f), '')
    const storage = fileStorage({ layout: localesLayout(dir, ['shop', 'about', 'blog']) })
    expect(await storage.namespaces()).toEqual(['about', 'shop'])
    writeFileSync(join(dir, 'locales/sv', 'blog.po'), '')
    expect(await storage.namespaces()).toEqual(['about', 'blog', 'shop'])
  })
})

describe("the editor's config module", () => {
  async function configModule(options: Parameters<typeof translationEditor>[0], root: string) {
    const plugin = (translationEditor(options) as Plugin[]).find(
      (p) => p.name === 'lingui-translation-editor:config',
    )!
    await (plugin.configResolved as (c: ResolvedConfig) => Promise<void>)({
      root,
    } as ResolvedConfig)
    const id = (plugin.resolveId as (id: string) => string)(
      'virtual:lingui-translation-editor/config',
    )
    return (plugin.load as (id: string) => Promise<string>)(id)
  }

  it("gives the browser the app's pair, its name and each catalogue as a lazy raw import", async () => {
    const code = await configModule({ name: 'cirkla' }, process.cwd())
    expect(code).toContain('export const languages = {"source":"sv","target":"en"}')
    expect(code).toContain('export const storageName = "cirkla"')
    expect(code).toContain(
      '"home": { source: () => import("/locales/sv/home.po?raw").then((m) => m.default), target: () => import("/locales/en/home.po?raw").then((m) => m.default) },',
    )
  })

  it("is named by the app's package.json without the option", async () => {
    const code = await configModule({}, process.cwd())
    expect(code).toContain('export const storageName = "cirkla-web"')
  })

  it('stops the command at its start when the target language is not the config’s', async () => {
    await expect(configModule({ targetLocale: 'de' }, process.cwd())).rejects.toThrow(
      "translationEditor({ targetLocale: 'de' }): not one of lingui.config's locales (en)",
    )
  })
})
