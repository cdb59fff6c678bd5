import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

/**
 * `npm run extract` (extract.ts) holds this file while `lingui extract` reads and rewrites the
 * catalogues; the dev server's saves wait for it to go, then merge onto what extract wrote.
 * A lock and not only the watch that re-applies dropped saves (file-storage.ts): with it a save
 * during `npm run extract` is simply written after it, nothing is undone even for a moment, and
 * a translator's "saved" is on disk when it is said. Raw `lingui extract` (no lock) is covered
 * by the watch. The file holds the extract's process id: a lock whose process is gone (killed)
 * is stale and removed.
 */
export const extractLock = (root: string) => join(root, 'locales', '.extract.lock')

export function extractRunning(root: string): boolean {
  const file = extractLock(root)
  let pid: number
  try {
    pid = Number(readFileSync(file, 'utf8').trim())
  } catch {
    return false
  }
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    // EPERM: the process exists (another user's); ESRCH or no pid: a lock left by a crash.
    if ((e as NodeJS.ErrnoException).code === 'EPERM') return true
    rmSync(file, { force: true })
    return false
  }
}

/** Resolves true once no extract runs, false when it still runs after `timeout` ms. */
export async function extractDone(root: string, timeout: number): Promise<boolean> {
  const until = Date.now() + timeout
  while (extractRunning(root)) {
    if (Date.now() > until) return false
    // The lock is one small file: a 50 ms look is cheaper and surer than a watcher on it.
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return true
}
