import { execFile } from 'node:child_process'
import type { EditorLang, HistoryChange, MessageHistory } from '../api/api-schema.ts'
import type { Namespace } from '../host/catalogues'
import { roles } from '../host/languages'
import { poMessages } from '../po.ts'
import { cataloguePath, type CatalogueLayout } from './catalogue-layout.ts'

/**
 * A message's earlier texts, read from the repository's history (`npm start`). A message's
 * Swedish is in locales/sv/<ns>.po (extracted from the code), its English in locales/en/<ns>.po:
 * one `git log --raw` over both files names each commit that changed them with the file's blob
 * before and after; one `git cat-file --batch` reads the blobs not seen yet, parsed with the
 * project's .po reader (src/po.ts) and kept by blob id (a blob never changes). The commits
 * where this message's text changed are its history.
 *
 * Hand-written on git's own CLI: no git library is in the stack (isomorphic-git or nodegit for
 * two read-only commands would be a large dependency), and git is there wherever `npm start`
 * runs on a clone. git runs without a shell (execFile, arguments as an array), in the project
 * root, with a timeout; without a repository or without git the history says so.
 */

/** Commits of a file pair looked at: a message's recent history, and a bounded cost. */
const LIMIT = 30
const TIMEOUT_MS = 10_000
/** Parsed catalogues kept (each ~100 KB of text): a few namespaces' recent history. */
const CACHE_BLOBS = 400
const NO_BLOB = /^0+$/

interface Commit {
  sha: string
  date: string
  subject: string
  /** Per language: the file's blob before and after the commit. */
  blobs: Partial<Record<EditorLang, { before: string; after: string }>>
}

class GitFailed extends Error {
  constructor(
    readonly code: string | number | undefined,
    readonly stderr: string,
  ) {
    super(`git failed (${String(code)}): ${stderr.trim()}`)
  }
}

export function gitHistory(layout: CatalogueLayout, opts: { git?: string; limit?: number } = {}) {
  const { root } = layout
  const git = opts.git ?? 'git'
  // git's messages in English whatever the machine's locale: they are matched below.
  const env = { ...process.env, LC_ALL: 'C', LANGUAGE: '' }
  const run = (args: string[], input?: string) =>
    new Promise<Buffer>((resolve, reject) => {
      const child = execFile(
        git,
        args,
        { cwd: root, env, encoding: 'buffer', timeout: TIMEOUT_MS, maxBuffer: 256 * 1024 * 1024 },
        (error, stdout, stderr) => {
          if (!error) return resolve(stdout)
          reject(new GitFailed(error.code ?? undefined, stderr.toString('utf8')))
        },
      )
      // Without git (ENOENT) the write fails too: the callback above already says why.
      child.stdin?.on('error', () => {})
      child.stdin?.end(input)
    })

  const parsed = new Map<string, Promise<Map<string, string>>>()

  /** The messages of each blob, read with one `git cat-file --batch` for those not seen yet. */
  function messagesOf(blobs: string[]): Map<string, Promise<Map<string, string>>> {
    const wanted = [...new Set(blobs)].filter((b) => !NO_BLOB.test(b) && !parsed.has(b))
    if (wanted.length) {
      const read = run(['cat-file', '--batch'], wanted.join('\n') + '\n').then((out) =>
        splitBatch(out, wanted),
      )
      for (const blob of wanted) {
        const messages = read.then((texts) => poMessages(texts.get(blob) ?? ''))
        // A failed read is not kept: the next request tries again.
        messages.catch(() => parsed.delete(blob))
        parsed.set(blob, messages)
      }
      while (parsed.size > CACHE_BLOBS) parsed.delete(parsed.keys().next().value!)
    }
    const none = Promise.resolve(new Map<string, string>())
    return new Map(blobs.map((b) => [b, parsed.get(b) ?? none]))
  }

  async function commits(id: Namespace): Promise<Commit[]> {
    const paths = Object.fromEntries(roles.map((l) => [cataloguePath(layout, l, id), l])) as Record<
      string,
      EditorLang
    >
    const out = await run([
      'log',
      `-n${opts.limit ?? LIMIT}`,
      '--no-merges',
      '--no-renames',
      '--raw',
      '--no-abbrev',
      '--relative',
      '--format=%x1e%H%x1f%aI%x1f%s',
      '--',
      ...Object.keys(paths),
    ])
    return out
      .toString('utf8')
      .split('\x1e')
      .slice(1)
      .map((chunk) => {
        const [head = '', ...lines] = chunk.split('\n')
        const [sha = '', date = '', subject = ''] = head.split('\x1f')
        const blobs: Commit['blobs'] = {}
        for (const line of lines) {
          // :<mode> <mode> <blob before> <blob after> <status>\t<path>
          const raw = /^:\d+ \d+ ([0-9a-f]+) ([0-9a-f]+) \w+\t(.+)$/.exec(line)
          const lang = raw && paths[raw[3]!]
          if (raw && lang) blobs[lang] = { before: raw[1]!, after: raw[2]! }
        }
        return { sha, date, subject, blobs }
      })
  }

  return async function history(id: Namespace, key: string): Promise<MessageHistory> {
    let found: Commit[]
    try {
      found = await commits(id)
    } catch (e) {
      if (!(e instanceof GitFailed)) throw e
      if (e.code === 'ENOENT') return { source: 'no-git', changes: [] }
      if (/not a git repository/i.test(e.stderr)) return { source: 'no-repository', changes: [] }
      if (/does not have any commits/i.test(e.stderr)) return { source: 'git', changes: [] }
      throw e
    }
    const blobs = found.flatMap((c) => Object.values(c.blobs).flatMap((b) => [b.before, b.after]))
    const messages = messagesOf(blobs)
    const textIn = async (blob: string) => (await messages.get(blob)!).get(key)
    const changes: HistoryChange[] = []
    for (const commit of found) {
      for (const lang of roles) {
        const blob = commit.blobs[lang]
        if (!blob) continue
        const [old, now] = await Promise.all([textIn(blob.before), textIn(blob.after)])
        if (now === undefined || now === old) continue
        const { sha, date, subject } = commit
        changes.push({ sha, date, subject, lang, ...(old !== undefined && { old }), new: now })
      }
    }
    return { source: 'git', changes }
  }
}

/** `git cat-file --batch`'s answer: per object `<id> blob <size>\n<content>\n` (or `<id> missing\n`). */
function splitBatch(out: Buffer, asked: string[]): Map<string, string> {
  const texts = new Map<string, string>()
  let at = 0
  for (const blob of asked) {
    const eol = out.indexOf(0x0a, at)
    if (eol < 0) break
    const [, type, size] = out.toString('utf8', at, eol).split(' ')
    at = eol + 1
    if (type !== 'blob') continue
    const end = at + Number(size)
    texts.set(blob, out.toString('utf8', at, end))
    at = end + 1
  }
  return texts
}
