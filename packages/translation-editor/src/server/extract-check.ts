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
import { join } from 'node:path'
import { poMessages, poOutdated } from '../po.ts'
import type { CatalogueLayout } from './catalogue-layout.ts'
import {
  keepRenamedEnglish,
  markChangedSwedish,
  readCatalogues,
  takeExtractLock,
} from './extract-lock.ts'

/**
 * `extract --check`: would extract change the catalogues? The same extract as `extract` (Lingui's,
 * then the outdated marks and the renamed ids' English), run on a copy of the catalogues' folder in a temporary
 * folder, compared with that copy: the repository's catalogues are never written, so a check
 * beside a running dev server, another extract or a translator's save changes nothing of theirs.
 * The copy is taken under the extract lock (a catalogue half written by an extract is never
 * copied); Lingui then runs on the copy without it.
 *
 * Lingui is pointed at the copy by a config of its own beside the copy, which imports the app's
 * and moves only the catalogues' paths (the sources stay the app's: `rootDir` is the app's root).
 */
const configNames = ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs'].map((ext) => `lingui.config.${ext}`)

interface CheckedFile {
  /** The catalogue, relative to the app's root: locales/<lang>/<name>.po */
  file: string
  /** The messages extract would add, remove, change or mark (their ids). */
  messages: string[]
}

export async function checkExtract(
  layout: CatalogueLayout,
  run: (configPath: string) => Promise<number>,
  waiting?: (holder: number) => void,
): Promise<{ code: number; changed: CheckedFile[] }> {
  const { root, dir } = layout
  const config = configNames.map((n) => join(root, n)).find((f) => existsSync(f))
  if (!config) throw new Error(`--check needs the app's Lingui config file (${configNames[0]})`)
  const copy = mkdtempSync(join(tmpdir(), 'lingui-extract-check-'))
  const onCopy = { ...layout, root: copy }
  try {
    const lock = await takeExtractLock(layout, waiting)
    try {
      cpSync(join(root, dir), join(copy, dir), {
        recursive: true,
        filter: (src) => !/\.extract\.lock$|\.tmp$/.test(src),
      })
    } finally {
      lock.release(false)
    }
    const copyConfig = join(copy, 'lingui.config.ts')
    writeFileSync(copyConfig, checkConfig(config, root, join(root, dir), join(copy, dir)))
    const before = readCatalogues(onCopy)
    const files = poFiles(copy, dir)
    const was = new Map(files.map((f) => [f, readFileSync(join(copy, f), 'utf8')]))
    const code = await run(copyConfig)
    if (code !== 0) return { code, changed: [] }
    markChangedSwedish(onCopy, new Map([...before].map(([ns, c]) => [ns, c.source])))
    keepRenamedEnglish(onCopy, before)
    const changed: CheckedFile[] = []
    for (const file of new Set([...files, ...poFiles(copy, dir)])) {
      const now = existsSync(join(copy, file)) ? readFileSync(join(copy, file), 'utf8') : ''
      const then = was.get(file) ?? ''
      if (now !== then) changed.push({ file, messages: changedMessages(then, now) })
    }
    return { code: 0, changed }
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}

/** The app's config with its catalogues' paths moved from their folder (`from`) to `into`. */
function checkConfig(config: string, root: string, from: string, into: string) {
  return `import config from ${JSON.stringify(config)}
const root = ${JSON.stringify(root)}
const into = (path: string) => {
  const at = path.replace('<rootDir>', root)
  const from = ${JSON.stringify(from)}
  if (!at.startsWith(from + '/')) throw new Error('extract --check: a catalogue outside ' + from + ': ' + path)
  return ${JSON.stringify(into)} + at.slice(from.length)
}
export default {
  ...config,
  rootDir: config.rootDir ?? root,
  catalogs: (config.catalogs ?? []).map((c) => ({ ...c, path: into(c.path) })),
}
`
}

/** The `.po` files under the catalogues' folder of a root, relative to the root. */
const poFiles = (root: string, dir: string) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.po'))
    .map((f) => join(dir, f))
    .sort()

function changedMessages(then: string, now: string) {
  const [a, b] = [poMessages(then), poMessages(now)]
  const [ma, mb] = [poOutdated(then), poOutdated(now)]
  const ids = new Set([...a.keys(), ...b.keys()])
  return [...ids].filter((id) => a.get(id) !== b.get(id) || ma.get(id) !== mb.get(id)).sort()
}

/** What `extract --check` prints for a file extract would change. */
export const describeChange = ({ file, messages }: CheckedFile) =>
  `${file} is out of date with the code${
    messages.length
      ? `: ${messages.slice(0, 10).join(', ')}${messages.length > 10 ? ', …' : ''}`
      : ' (its comments or order)'
  }`
