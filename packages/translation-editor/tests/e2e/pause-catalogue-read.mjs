// Loaded into `lingui extract` (NODE_OPTIONS=--import) by editor-dev-races.spec.ts: after Lingui
// reads PAUSE_READ_OF for the first time (its merge base), this creates PAUSE_SIGNAL and holds
// extract there until the test removes that file. A save made meanwhile lands exactly between
// extract's read and its write of the catalogue, every run, instead of by luck (1-4 s into it).
import fs from 'node:fs'

const target = process.env.PAUSE_READ_OF
const signal = process.env.PAUSE_SIGNAL
const readFile = fs.promises.readFile
let paused = false
fs.promises.readFile = async function (file, ...rest) {
  const text = await readFile.call(this, file, ...rest)
  if (!paused && target && signal && String(file) === target) {
    paused = true
    fs.writeFileSync(signal, '')
    while (fs.existsSync(signal)) await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return text
}
