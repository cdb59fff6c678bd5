import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Plugin, ResolvedConfig } from 'vite'
import { translationEditor } from '../../src/server/vite-plugin'
import { fileStorage } from '../../src/server/file-storage'

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

  it("is the source language's .po files on disk, sorted, read per request", async () => {
    mkdirSync(join(dir, 'sv'), { recursive: true })
    for (const f of ['shop.po', 'about.po', 'notes.txt', 'Bad Name.po'])
      writeFileSync(join(dir, 'sv', f), '')
    const storage = fileStorage({ dir })
    expect(await storage.namespaces()).toEqual(['about', 'shop'])
    writeFileSync(join(dir, 'sv', 'blog.po'), '')
    expect(await storage.namespaces()).toEqual(['about', 'blog', 'shop'])
  })
})
