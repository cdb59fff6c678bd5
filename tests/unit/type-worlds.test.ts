// The two worlds (tsconfig.app.json: the browser; tsconfig.node.json: Node), the site's and the
// translation editor's, held by both checks that see a file: the compiler and ESLint. A probe
// stands in for a real file of each world (its text replaced in memory, nothing written), so the
// world is the one the configs give that path.
import { resolve } from 'node:path'
import { ESLint } from 'eslint'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const editor = 'packages/translation-editor'

// What each world must refuse, and what the other world may say freely.
const nodeInBrowser = "export const leak = [process.env.SECRET, Buffer.from('x')]\n"
const domInNode = 'export const leak = [document.title, window.location.href]\n'

const places = [
  { world: 'browser', project: '.', file: 'src/app.tsx' },
  { world: 'browser', project: editor, file: `${editor}/src/index.ts` },
  { world: 'node', project: '.', file: 'scripts/check-catalogs.ts' },
  { world: 'node', project: editor, file: `${editor}/src/server/vite-plugin.ts` },
] as const
const config = { browser: 'tsconfig.app.json', node: 'tsconfig.node.json' } as const
const refused = { browser: nodeInBrowser, node: domInNode } as const
const allowed = { browser: domInNode, node: nodeInBrowser } as const
const names = { browser: ['process', 'Buffer'], node: ['document', 'window'] } as const

function parse(configFile: string): ts.ParsedCommandLine {
  const parsed = ts.getParsedCommandLineOfConfigFile(configFile, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'))
    },
  })
  if (!parsed) throw new Error(`${configFile}: unreadable`)
  return parsed
}

/** The project's tsconfigs (its tsconfig.json's references) that include `file`. */
function worldsOf(project: string, file: string): string[] {
  const solution = parse(resolve(root, project, 'tsconfig.json'))
  return (solution.projectReferences ?? [])
    .map((ref) => ts.resolveProjectReferencePath(ref))
    .filter((path) => parse(path).fileNames.includes(resolve(root, file)))
    .map((path) => path.slice(resolve(root, project).length + 1))
}

// The files every program reads unchanged (the libs, @types/node, Vite's client types), parsed
// once for the whole file: each world's two programs load the same few megabytes of declarations.
const parsed = new Map<string, ts.SourceFile | undefined>()

/** The compiler's errors for each text, checked as if it were that file of the given config. */
function compile(configFile: string, texts: Record<string, string>): Record<string, string[]> {
  const { options } = parse(configFile)
  const host = ts.createCompilerHost(options)
  const read = host.getSourceFile.bind(host)
  const readOnce: typeof read = (name, language, ...rest) => {
    const key = `${name}\0${JSON.stringify(language)}`
    if (!parsed.has(key)) parsed.set(key, read(name, language, ...rest))
    return parsed.get(key)
  }
  host.getSourceFile = (name, language, ...rest) =>
    name in texts
      ? ts.createSourceFile(name, texts[name] ?? '', language)
      : readOnce(name, language, ...rest)
  host.fileExists = (
    (exists) => (name: string) =>
      name in texts || exists(name)
  )(host.fileExists.bind(host))
  const program = ts.createProgram(Object.keys(texts), options, host)
  return Object.fromEntries(
    Object.keys(texts).map((name) => [
      name,
      ts
        .getPreEmitDiagnostics(program, program.getSourceFile(name))
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
    ]),
  )
}

// The four places' programs are built while Vitest collects the file, once: a program's first
// check parses and binds the world's declaration files, a cost that, inside a test, would count
// against the test's timeout, which a busy machine's share of a core cannot meet. The tests ask
// the results.
const checked = places.map((place) => {
  const file = resolve(root, place.file)
  // The other world's probe, beside it in the same program, shows the refusal is the world's.
  const beside = resolve(root, place.file, '../world-probe.ts')
  const errors = compile(resolve(root, place.project, config[place.world]), {
    [file]: refused[place.world],
    [beside]: allowed[place.world],
  })
  const worlds = worldsOf(place.project, place.file)
  return { ...place, worlds, fileErrors: errors[file], besideErrors: errors[beside] }
})

describe('the compiler', () => {
  it.each(checked)('puts $file in the $world world and refuses the other world there', (place) => {
    expect(place.worlds).toEqual([config[place.world]])
    for (const name of names[place.world])
      expect(place.fileErrors).toContainEqual(expect.stringContaining(`Cannot find name '${name}'`))
    expect(place.besideErrors).toEqual([])
  })
})

// The world rules only: the typed rules need the lint program, which holds the real files. The
// config (every plugin of eslint.config.js) is loaded while Vitest collects the file, for the same
// reason as the programs above.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { project: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-globals' || ruleId === 'no-undef',
})
await eslint.calculateConfigForFile(resolve(root, places[0].file))

describe('ESLint', () => {
  const flagged = async (text: string, filePath: string) => {
    const [result] = await eslint.lintText(text, { filePath: resolve(root, filePath) })
    return [...new Set(result?.messages.map((m) => m.message.match(/'(\w+)'/)?.[1]))]
  }

  it.each(places)('refuses the other world’s globals in $file', async (place) => {
    expect(await flagged(refused[place.world], place.file)).toEqual(names[place.world])
    expect(await flagged(allowed[place.world], place.file)).toEqual([])
  })

  it('holds a JavaScript script to Node too', async () => {
    expect(await flagged(domInNode, 'scripts/precompress.mjs')).toEqual(['document', 'window'])
  })

  it('gives the tests both worlds: a unit test renders in happy-dom beside Node', async () => {
    const file = 'tests/unit/type-worlds.test.ts'
    expect(await flagged(nodeInBrowser + domInNode, file)).toEqual([])
  })
})
