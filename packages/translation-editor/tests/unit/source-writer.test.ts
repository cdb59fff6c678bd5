import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { basename, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import ts from 'typescript'
import * as prettier from 'prettier'
import { getConfig, makeConfig, type ExtractedMessage } from '@lingui/conf'
import { getCatalogs } from '@lingui/cli/api'
import { extractFromFileWithBabel, getBabelParserOptions } from '@lingui/cli/api/extractors/babel'
import { formatter } from '@lingui/format-po'
import { definitionsIn } from '../../src/server/source-sites'
import { SourceRefusal, sourceWriter } from '../../src/server/source-writer'
import { catalogueSources, namespaces } from '../../../../src/shared/catalogues'
import { updatePo } from '../../src/po'

// The Swedish code writer over every message shape the project uses (the last test proves the
// fixture has them all): each rewrite parses, is stable under prettier and reads back through
// Lingui's own extractor as exactly the new text; the rewritten fixture typechecks.
const FILE = 'src/features/fixture/fixture.tsx'
const fixture = `import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'

export const labels = {
  plain: msg({ id: 'fx.plain', message: 'Kalkylator' }),
  quoted: msg({ id: 'fx.quoted', message: "Ett 'citat'" }),
  plural: msg({ id: 'fx.plural', message: '{count, plural, one {# pall} other {# pallar}}' }),
}

export function Fixture({ shown, total, value }: { shown: number; total: number; value: string }) {
  const { t } = useLingui()
  return (
    <div>
      <p>
        <Trans id="fx.jsx">Med godkänt system</Trans>
      </p>
      <p>
        <Trans id="fx.jsxLines">
          Redigera webbplatsens svenska och engelska texter och exportera dem till
          Lingui-katalogerna.
        </Trans>
      </p>
      <Trans id="fx.jsxNames">
        Visar {shown} av {total} rader
      </Trans>
      <Trans id="fx.jsxElements">
        Kör <code>npm start</code>
      </Trans>
      <Trans id="fx.jsxElementsNames">
        Kör <code>npm</code> med {value}
      </Trans>
      <Trans id="fx.jsxExpr">Hej {value.length}</Trans>
      <span>{t({ id: 'fx.template', message: \`\${value} år\` })}</span>
      <span>{t({ id: 'fx.templateQuotes', message: \`Ordlistan: "\${value}" heter \${shown}.\` })}</span>
      <span>{t({ id: 'fx.templateExpr', message: \`Från \${value.length}\` })}</span>
      <span>{t({ id: 'fx.dup', message: 'Ett' })}</span>
      <span>{t({ id: 'fx.dup', message: 'Ett' })}</span>
    </div>
  )
}
`

// Inside the repository (node_modules/.cache) so the fixture resolves react and Lingui's macros.
mkdirSync('node_modules/.cache', { recursive: true })
const root = mkdtempSync(join(process.cwd(), 'node_modules/.cache/cirkla-writer-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
mkdirSync(join(root, 'src/features/fixture'), { recursive: true })
copyFileSync('.prettierrc.json', join(root, '.prettierrc.json'))
const config = getConfig({ cwd: process.cwd(), skipValidation: true })
const writer = sourceWriter({ root, config })

const read = () => readFileSync(join(root, FILE), 'utf8')
async function extracted(code: string) {
  const out = new Map<string, string>()
  await extractFromFileWithBabel(
    join(root, FILE),
    code,
    (m: ExtractedMessage) => out.set(m.id, m.message ?? ''),
    { linguiConfig: config },
    { plugins: getBabelParserOptions(FILE, config.extractorParserOptions) },
  )
  return out
}
async function write(id: string, text: string) {
  const current = (await extracted(read())).get(id) ?? ''
  await writer.write([{ id, files: [FILE], text, current }])
}
async function refusal(id: string, text: string, current?: string) {
  const now = (await extracted(read())).get(id) ?? ''
  const before = read()
  try {
    await writer.write([{ id, files: [FILE], text, current: current ?? now }])
  } catch (e) {
    expect(read()).toBe(before)
    return e instanceof SourceRefusal ? e.reason : String(e)
  }
  return 'written'
}

describe('the Swedish code writer', () => {
  writeFileSync(join(root, FILE), fixture)

  it.each([
    ['fx.plain', 'Kalkylatorns "nya" namn, it\'s a \\ backslash'],
    ['fx.quoted', 'Två "dubbla" och \'enkla\''],
    ['fx.plural', '{count, plural, one {# ny pall} other {# nya pallar}}'],
    ['fx.jsx', 'Med ett "godkänt" system – kundens'],
    [
      'fx.jsx',
      'En mycket lång text som prettier måste bryta över flera rader eftersom den är längre än hundra tecken',
    ],
    ['fx.jsx', 'Pilar <b>fet</b> & {"mer"}'.replace('{"mer"}', "'{'mer'}'")],
    ['fx.jsxLines', 'En rad'],
    ['fx.jsxNames', 'Visar {shown} av totalt {total} rader'],
    ['fx.template', '{value} år, ungefär'],
    ['fx.templateQuotes', 'Ordlistan: `{value}` heter {shown} – $ och \\ här'],
  ])(
    'writes %s as %j: parses, prettier-stable, extract reads exactly that text',
    async (id, text) => {
      await write(id, text)
      const code = read()
      expect(() => definitionsIn(code, FILE)).not.toThrow()
      const options = { ...(await prettier.resolveConfig(join(root, FILE))), filepath: FILE }
      expect(await prettier.format(code, options)).toBe(code)
      expect((await extracted(code)).get(id)).toBe(text)
    },
  )

  it.each([
    ['fx.jsxElements', 'Kör npm start', 'elements'],
    ['fx.jsxExpr', 'Hej', 'expressions'],
    ['fx.templateExpr', 'Från', 'expressions'],
    ['fx.dup', 'Två', 'duplicate'],
    ['fx.nowhere', 'Ny', 'missing'],
    ['fx.jsxNames', 'Visar {shown} rader', 'placeholders'],
    ['fx.template', '{count} år', 'placeholders'],
  ])('refuses %s (%j) and writes nothing: %s', async (id, text, reason) => {
    expect(await refusal(id, text)).toBe(reason)
  })

  it('writes only a .ts/.tsx file inside src/: a catalogue origin pointing elsewhere is not found, nothing is written', async () => {
    // A crafted `#:` origin: outside the repository, outside src/, through a link, not code.
    const outside = join(root, '..', `${basename(root)}-outside.tsx`)
    const code = `import { Trans } from '@lingui/react/macro'\nexport const X = () => <Trans id="fx.out">Ute</Trans>\n`
    writeFileSync(outside, code)
    writeFileSync(join(root, 'top.tsx'), code)
    writeFileSync(join(root, 'src/features/fixture/data.json'), code)
    symlinkSync(outside, join(root, 'src/features/fixture/link.tsx'))
    try {
      for (const file of [
        `../${basename(outside)}`,
        `src/../../${basename(outside)}`,
        outside,
        'top.tsx',
        'src/features/fixture/data.json',
        'src/features/fixture/link.tsx',
      ]) {
        const change = { id: 'fx.out', files: [file], text: 'Inne', current: 'Ute' }
        await expect(writer.write([change]), file).rejects.toMatchObject({ reason: 'missing' })
        expect((await writer.inspect(new Map([['fx.out', [file]]]))).get('fx.out')?.lock).toBe(
          'missing',
        )
      }
      expect(readFileSync(outside, 'utf8')).toBe(code)
      expect(readFileSync(join(root, 'top.tsx'), 'utf8')).toBe(code)
    } finally {
      rmSync(outside)
      rmSync(join(root, 'src/features/fixture/link.tsx'))
      rmSync(join(root, 'src/features/fixture/data.json'))
    }
  })

  it('refuses when the code no longer says what the catalogue does (extract has not run)', async () => {
    expect(await refusal('fx.plain', 'Ny', 'En äldre text')).toBe('stale')
  })

  it('reports each id’s definition site and whether it can be written', async () => {
    const info = await writer.inspect(
      new Map(['fx.jsx', 'fx.jsxElements', 'fx.dup'].map((id) => [id, [FILE]])),
    )
    expect(info.get('fx.jsx')).toEqual({ sites: [{ file: FILE, line: 18 }], lock: undefined })
    expect(info.get('fx.jsxElements')?.lock).toBe('elements')
    expect(info.get('fx.dup')?.sites).toHaveLength(2)
  })

  it('leaves a fixture that typechecks', () => {
    const tsconfig: unknown = ts.readConfigFile('tsconfig.app.json', (f) =>
      ts.sys.readFile(f),
    ).config
    const { options } = ts.parseJsonConfigFileContent(tsconfig, ts.sys, process.cwd())
    const program = ts.createProgram([join(root, FILE)], { ...options, noEmit: true })
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
    expect(errors).toEqual([])
  }, 60_000)
})

// What `npm start`'s saves leave (file-storage.ts: the code first, then the catalogue through
// updatePo) is what `lingui extract --clean --overwrite` writes from that code: Lingui's own
// extract, merge and @lingui/format-po, with the repository's settings, on the fixture's
// catalogue. (editor-dev.spec.ts runs the real command once, on the whole repository.)
describe('a save, as `lingui extract` sees it', () => {
  it('leaves both catalogues byte for byte as extract writes them from the rewritten code', async () => {
    const [catalog] = await getCatalogs(
      makeConfig(
        {
          rootDir: root,
          sourceLocale: config.sourceLocale,
          locales: config.locales,
          fallbackLocales: config.fallbackLocales,
          format: formatter({ lineNumbers: false }),
          orderBy: config.orderBy,
          catalogs: [
            { path: '<rootDir>/locales/{locale}/fx', include: ['<rootDir>/src/features/fixture'] },
          ],
        },
        { skipValidation: true },
      ),
    )
    const extract = () =>
      catalog!.make({
        clean: true,
        overwrite: true,
        orderBy: config.orderBy,
        locale: config.locales,
      })
    const po = (lang: string) => join(root, `locales/${lang}/fx.po`)
    const save = (lang: string, id: string, text: string) =>
      writeFileSync(po(lang), updatePo(readFileSync(po(lang), 'utf8'), new Map([[id, text]])))
    await extract()
    await write('fx.jsx', 'Med ett ”godkänt” system')
    save('sv', 'fx.jsx', 'Med ett ”godkänt” system')
    save('en', 'fx.jsx', 'With an "approved" system')
    save('en', 'fx.template', '{value} years, "roughly"')
    const saved = { source: readFileSync(po('sv'), 'utf8'), target: readFileSync(po('en'), 'utf8') }
    expect(saved.target).toContain('msgstr "With an \\"approved\\" system"')
    await extract()
    expect(readFileSync(po('sv'), 'utf8')).toBe(saved.source)
    expect(readFileSync(po('en'), 'utf8')).toBe(saved.target)
  }, 60_000)
})

describe('the message shapes of this project', () => {
  it('are all covered by the fixture above', () => {
    const shape = (d: ReturnType<typeof definitionsIn>[number]) =>
      `${d.kind}${d.names.length ? '+names' : ''}${d.lock ? `:${d.lock}` : ''}`
    const used = new Set<string>()
    for (const ns of namespaces) {
      for (const dir of catalogueSources(ns)) {
        // A source is a folder or, like the site's values for the editor, one file.
        const files = statSync(dir).isFile()
          ? [dir]
          : readdirSync(dir, { recursive: true, encoding: 'utf8' })
              .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
              .map((f) => join(dir, f))
        for (const file of files) {
          for (const d of definitionsIn(readFileSync(file, 'utf8'), file)) used.add(shape(d))
        }
      }
    }
    const covered = new Set(definitionsIn(fixture, FILE).map(shape))
    expect([...used].filter((s) => !covered.has(s))).toEqual([])
  })
})
