import { realpathSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { isAbsolute, join, relative, resolve } from 'node:path'
import { parse, type Token } from '@messageformat/parser'
import { getConfig, type ExtractedMessage, type LinguiConfigNormalized } from '@lingui/conf'
import { extractFromFileWithBabel, getBabelParserOptions } from '@lingui/cli/api/extractors/babel'
import MagicString from 'magic-string'
import * as prettier from 'prettier'
import { StorageRefusal } from '../api/storage.ts'
import { prepareFiles, type Replacement } from './file-transaction.ts'
import {
  definitionsIn,
  sourceInfo,
  type Definition,
  type SourceInfo,
  type SourceLock,
} from './source-sites.ts'

/**
 * The Swedish code writer: Swedish is the source language, so its text lives in the code
 * (`<Trans id>` children, the `message` of `t`/`msg`/`defineMessage`) and `lingui extract`
 * rewrites locales/sv from there. A Swedish edit is written where the message is defined:
 * Babel's parser finds the exact range (source-sites.ts), magic-string replaces only that range,
 * prettier formats the file with the repository's config, and Lingui's own extractor must then
 * read back exactly the new text, with every other message of the file unchanged, or nothing is
 * written. Dev-server only (Node); the in-context editor builds on the same three calls:
 * `inspect` (id -> definition site, can it be written?) and `write` (the new text).
 */
export class SourceRefusal extends StorageRefusal {
  constructor(
    key: string,
    override readonly reason: SourceLock | 'placeholders' | 'stale' | 'unwritable',
    message: string,
  ) {
    super(422, key, 'source', reason, message)
  }
}

/** A change for one message: its id, the files the catalogue says define it, the new text. */
export interface SourceChange {
  id: string
  files: readonly string[]
  text: string
  /** The Swedish the translator started from (the catalogue's): the code must still say it. */
  current: string
}

/** Top-level pieces of an ICU text: raw text between plain `{name}` arguments, and the names. */
function pieces(id: string, text: string): Array<{ text: string } | { name: string }> {
  let tokens: Token[]
  try {
    tokens = parse(text)
  } catch (e) {
    throw new SourceRefusal(id, 'unwritable', `Not valid ICU: ${String(e)}`)
  }
  const out: Array<{ text: string } | { name: string }> = []
  let at = 0
  for (const token of tokens) {
    if (token.type === 'content') continue
    if (token.type !== 'argument') {
      throw new SourceRefusal(id, 'unwritable', 'A plural or select cannot be written here')
    }
    out.push({ text: text.slice(at, token.ctx.offset) }, { name: token.arg })
    at = token.ctx.offset + token.ctx.text.length
  }
  out.push({ text: text.slice(at) })
  return out.filter((p) => !('text' in p) || p.text !== '')
}

const JSX_SAFE = /^[^{}<>&\r\n]*$/

/** Candidate sources for the new text, most natural first (the verification picks). */
function candidates(def: Definition, text: string): string[] {
  if (def.kind === 'string') return [JSON.stringify(text)]
  const parts = pieces(def.id, text)
  const used = parts.flatMap((p) => ('name' in p ? [p.name] : []))
  const same = [...new Set(used)].sort().join() === [...new Set(def.names)].sort().join()
  if (!same) {
    throw new SourceRefusal(
      def.id,
      'placeholders',
      `The code has the placeholders {${def.names.join('}, {')}}; the text must use exactly those`,
    )
  }
  if (def.kind === 'template') {
    const escape = (s: string) =>
      s.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${')
    return [
      '`' + parts.map((p) => ('name' in p ? '${' + p.name + '}' : escape(p.text))).join('') + '`',
    ]
  }
  const literal = (p: { text: string }) => `{${JSON.stringify(p.text)}}`
  const natural = parts
    .map((p) => ('name' in p ? `{${p.name}}` : JSX_SAFE.test(p.text) ? p.text : literal(p)))
    .join('')
  const literals = parts.map((p) => ('name' in p ? `{${p.name}}` : literal(p))).join('')
  return natural === literals ? [natural] : [natural, literals]
}

export function sourceWriter(opts: {
  root: string
  /** Lingui's config (default: the root's lingui.config.ts); the macro reads it. */
  config?: LinguiConfigNormalized
  /** The folders (root-relative) whose code may be written, given Lingui's config: default `src`. */
  sources?: (config: LinguiConfigNormalized) => readonly string[]
}) {
  let config = opts.config
  const lingui = () => (config ??= getConfig({ cwd: opts.root, skipValidation: true }))
  const extract = async (file: string, code: string) => {
    const linguiConfig = lingui()
    const out = new Map<string, string[]>()
    await extractFromFileWithBabel(
      join(opts.root, file),
      code,
      (m: ExtractedMessage) => out.set(m.id, [...(out.get(m.id) ?? []), m.message ?? '']),
      { linguiConfig },
      { plugins: getBabelParserOptions(file, linguiConfig.extractorParserOptions) },
    )
    return out
  }

  // A path comes from a catalogue's `#:` origins, which anyone can edit: only a .ts/.tsx file
  // inside the source folders (after following links) is ever read or written; any other is not
  // found.
  let folders: string[] | undefined
  const sourceFolders = () =>
    (folders ??= (opts.sources?.(lingui()) ?? ['src']).map((dir) =>
      realpathSync(join(opts.root, dir)),
    ))
  const inside = (folder: string, real: string) => {
    const rel = relative(folder, real)
    return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel)
  }
  function confined(file: string) {
    if (!/\.tsx?$/.test(file) || file.endsWith('.d.ts')) return false
    let real: string
    try {
      real = realpathSync(resolve(opts.root, file))
    } catch {
      return false
    }
    return sourceFolders().some((folder) => inside(folder, real))
  }

  // Definitions per file, kept while the file's text is the same (the API asks on every load).
  const parsed = new Map<string, { code: string; defs: Definition[] }>()
  async function defsOf(file: string) {
    if (!confined(file)) return { code: '', defs: [] }
    const code = await readFile(join(opts.root, file), 'utf8').catch(() => undefined)
    if (code === undefined) return { code: '', defs: [] }
    const hit = parsed.get(file)
    if (hit?.code === code) return hit
    let defs: Definition[] = []
    try {
      defs = definitionsIn(code, file)
    } catch {
      // A file mid-edit that does not parse: its messages are not writable until it does.
    }
    const entry = { code, defs }
    parsed.set(file, entry)
    return entry
  }

  /** Where each id is defined among `files` (the catalogue's origins) and whether it is writable. */
  async function inspect(ids: ReadonlyMap<string, readonly string[]>) {
    const out = new Map<string, SourceInfo>()
    for (const [id, files] of ids) {
      const defs = (await Promise.all(files.map(defsOf))).flatMap((f) =>
        f.defs.filter((d) => d.id === id),
      )
      out.set(id, sourceInfo(defs))
    }
    return out
  }

  async function rewrite(file: string, code: string, change: SourceChange): Promise<string> {
    const defs = definitionsIn(code, file).filter((d) => d.id === change.id)
    const lock = sourceInfo(defs).lock
    if (lock) throw new SourceRefusal(change.id, lock, `Cannot write ${change.id}: ${lock}`)
    const def = defs[0]!
    const before = await extract(file, code)
    if (before.get(change.id)?.[0] !== change.current) {
      throw new SourceRefusal(
        change.id,
        'stale',
        'The code holds another text than the catalogue: run `npm run extract` first',
      )
    }
    const prettierOptions = {
      ...(await prettier.resolveConfig(join(opts.root, file))),
      filepath: file,
    }
    for (const candidate of candidates(def, change.text)) {
      const next = await prettier.format(
        new MagicString(code).overwrite(def.start, def.end, candidate).toString(),
        prettierOptions,
      )
      const after = await extract(file, next)
      const others = [...before].every(
        ([id, m]) => id === change.id || after.get(id)?.join('\u0000') === m.join('\u0000'),
      )
      const own = after.get(change.id)
      if (others && own?.length === 1 && own[0] === change.text) return next
    }
    throw new SourceRefusal(
      change.id,
      'unwritable',
      'This text cannot be written into the code exactly',
    )
  }

  /**
   * The new text of every file the changes touch, computed and verified, with the text it was
   * computed from (file-transaction.ts compares it before replacing anything).
   */
  async function prepare(changes: readonly SourceChange[]): Promise<Replacement[]> {
    const files = new Map<string, { read: string; next: string }>()
    for (const change of changes) {
      const [info] = [...(await inspect(new Map([[change.id, change.files]]))).values()]
      if (info?.lock)
        throw new SourceRefusal(change.id, info.lock, `Cannot write ${change.id}: ${info.lock}`)
      const file = info!.sites[0]!.file
      const seen = files.get(file)
      const read = seen?.read ?? (await defsOf(file)).code
      files.set(file, { read, next: await rewrite(file, seen?.next ?? read, change) })
    }
    return [...files].map(([file, t]) => ({ file: join(opts.root, file), ...t }))
  }

  /** Rewrites the code for every change, or nothing (the tests' entry; saves go through prepare). */
  async function write(changes: readonly SourceChange[]) {
    ;(await prepareFiles(await prepare(changes))).commit()
  }

  return { inspect, prepare, write }
}

export type SourceWriter = ReturnType<typeof sourceWriter>
