import { execFileSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { withDrafts } from '../../src/export/export-files'
import { roles } from '../../src/host/languages'
import { languages } from '../../src/host/pair'
import { translationCatalogueSchema } from '../../src/api/api-schema'

const dir = mkdtempSync(join(tmpdir(), 'cirkla-po-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const namespaces = readdirSync('locales/sv').map((f) => f.replace(/\.po$/, ''))

describe('.po export', () => {
  it('replaces a copy of the catalogues and `lingui compile --strict` accepts it', async () => {
    cpSync('locales', join(dir, 'locales'), { recursive: true })
    // A minimal config for the copy: the catalogues only, no source files to extract from.
    writeFileSync(
      join(dir, 'lingui.config.js'),
      `module.exports = ${JSON.stringify({
        sourceLocale: 'sv',
        locales: ['sv', 'en'],
        fallbackLocales: { default: 'sv' },
        catalogs: namespaces.map((ns) => ({
          path: `<rootDir>/locales/{locale}/${ns}`,
          include: [],
        })),
      })}`,
    )

    // Export what the editor would: the served entries, with an edit that is hostile markup
    // and one with quotes, backslashes and new lines.
    const res = await fetch('/api/translations/home')
    const { entries } = translationCatalogueSchema.parse(await res.json())
    expect(entries.length).toBeGreaterThan(0)
    const first = entries[0]!
    const drafts = {
      [first.key]: {
        source: first.source,
        target: '<img src=x onerror=alert(1)> "quoted"\nnew line \\ done',
        base: { source: first.source, target: first.target },
      },
    }
    for (const role of roles) {
      const served = await (await fetch(`/api/translations/home/po/${role}`)).text()
      writeFileSync(
        join(dir, `locales/${languages[role]}/home.po`),
        withDrafts(served, drafts, role),
      )
    }

    const cli = resolve('node_modules/@lingui/cli/dist/lingui.js')
    // One thread: Lingui's worker threads would each load the compiler again for a dozen files.
    const out = execFileSync(process.execPath, [cli, 'compile', '--strict', '--workers', '1'], {
      cwd: dir,
      encoding: 'utf8',
    })
    expect(out).toMatch(/Done/i)
    const compiled = join(dir, 'locales/en/home.js')
    expect(existsSync(compiled)).toBe(true)
    expect(readFileSync(compiled, 'utf8')).toContain('onerror=alert(1)')
  }, 60_000)
})
