// Loaded into the dev server (dev-server.mjs runs Vite with NODE_OPTIONS=--import) for
// editor-dev-races.spec.ts: when the file CIRKLA_E2E_HOLD/file names a code file, the next save
// that writes it is held right after it has written its new text beside it (the temporary file
// src/server/file-transaction.ts commits from) and before it commits: this creates
// CIRKLA_E2E_HOLD/held and waits until the test removes it. A write the test makes meanwhile lands
// exactly between the save's read of the code and its commit, every run, instead of by luck.
import fs from 'node:fs'
import { syncBuiltinESMExports } from 'node:module'
import { basename, dirname, join } from 'node:path'

const dir = process.env.CIRKLA_E2E_HOLD
if (dir) {
  const armed = join(dir, 'file')
  const held = join(dir, 'held')
  const writeFile = fs.promises.writeFile
  fs.promises.writeFile = async function (path, ...rest) {
    await writeFile.call(this, path, ...rest)
    if (typeof path !== 'string' || !fs.existsSync(armed)) return
    const target = fs.readFileSync(armed, 'utf8')
    if (dirname(path) !== dirname(target) || !basename(path).startsWith(`.${basename(target)}.`))
      return
    fs.rmSync(armed)
    fs.writeFileSync(held, '')
    while (fs.existsSync(held)) await new Promise((resolve) => setTimeout(resolve, 10))
  }
  // file-transaction.ts imports writeFile from node:fs/promises: its named export follows.
  syncBuiltinESMExports()
}
