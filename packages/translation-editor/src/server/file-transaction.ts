import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync, type Dirent } from 'node:fs'
import { writeFile, rm } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

/**
 * How the dev server replaces files (code and catalogues): prepared whole, then committed.
 *
 * Every new text is first written to a temporary file beside its target (a crash or a reader
 * mid-write never sees half a file). The commit then, in one synchronous block, compares every
 * target with the text this save read and computed from, and only if all are unchanged renames
 * the temporary files over them. Synchronous on purpose: nothing else of this process (a save of
 * another namespace) runs between the last look, the extract lock's included, and the renames, and
 * the window another process has to slip a write in shrinks from the seconds a Swedish save
 * computes to the microseconds of three renames. A difference is a `FileChanged` and nothing is replaced;
 * a rename that fails puts the files already replaced back as they were read.
 */
export class FileChanged extends Error {
  constructor(readonly file: string) {
    super(`${file} changed on disk while the save ran: nothing was written`)
  }
}

/** One replacement: the target, the text the save read from it, the text it computed. */
export interface Replacement {
  file: string
  read: string
  next: string
}

// `.<name>.<uuid>.tmp`: ignored by git (.gitignore) and removed at dev-server start.
const TEMP = /^\..+\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.tmp$/
const tempFor = (file: string) => join(dirname(file), `.${basename(file)}.${randomUUID()}.tmp`)

const contentOf = (file: string) => {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}

interface Prepared {
  /**
   * Replaces every file, or none. `blocked` is asked inside the same synchronous block (the
   * extract lock): when it says so, nothing is replaced and the commit returns false.
   */
  commit(blocked?: () => boolean): boolean
  /** Removes the temporary files (after a refusal). */
  abort(): void
}

export async function prepareFiles(replacements: readonly Replacement[]): Promise<Prepared> {
  const staged = replacements.map((r) => ({ ...r, temp: tempFor(r.file) }))
  const abort = () => {
    for (const s of staged) rmSync(s.temp, { force: true })
  }
  try {
    await Promise.all(staged.map((s) => writeFile(s.temp, s.next, 'utf8')))
  } catch (e) {
    await Promise.all(staged.map((s) => rm(s.temp, { force: true })))
    throw e
  }
  return {
    abort,
    commit(blocked) {
      const changed = staged.find((s) => contentOf(s.file) !== s.read)
      if (changed || blocked?.()) {
        abort()
        if (changed) throw new FileChanged(changed.file)
        return false
      }
      const done: typeof staged = []
      try {
        for (const s of staged) {
          renameSync(s.temp, s.file)
          done.push(s)
        }
      } catch (e) {
        for (const s of done.reverse()) {
          const back = tempFor(s.file)
          writeFileSync(back, s.read, 'utf8')
          renameSync(back, s.file)
        }
        abort()
        throw e
      }
      return true
    },
  }
}

/** Removes what a crashed save left: every `.<name>.<uuid>.tmp` under `dirs`. */
export function removeStaleTemps(dirs: readonly string[]) {
  for (const dir of dirs) {
    let entries: Dirent[]
    try {
      entries = readdirSync(dir, { withFileTypes: true, recursive: true })
    } catch {
      continue
    }
    for (const e of entries) {
      if (e.isFile() && TEMP.test(e.name)) rmSync(join(e.parentPath, e.name), { force: true })
    }
  }
}
