import { spawn } from 'node:child_process'
import { openSync, closeSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { extractDone, extractLock } from './extract-lock.ts'

/**
 * `npm run extract`: `lingui extract --clean --overwrite` (plus any arguments) under the extract
 * lock (extract-lock.ts), so the dev server's saves wait for it instead of landing between
 * Lingui's read and write of a catalogue. A second extract waits for the first.
 */
const root = process.cwd()
const lock = extractLock(root)

async function take() {
  for (;;) {
    try {
      const fd = openSync(lock, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
      await extractDone(root, Infinity)
    }
  }
}

await take()
const release = () => rmSync(lock, { force: true })
const lingui = spawn(
  join(root, 'node_modules/.bin/lingui'),
  ['extract', '--clean', '--overwrite', ...process.argv.slice(2)],
  { stdio: 'inherit' },
)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => lingui.kill(signal))
}
lingui.on('exit', (code, signal) => {
  release()
  process.exit(code ?? (signal ? 1 : 0))
})
