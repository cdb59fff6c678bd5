// The last step of `npm run build`: writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip,
// level 9) beside every text file in dist/, for nginx's brotli_static / gzip_static
// (deploy/nginx.conf), so the host spends no CPU per request and serves the smallest encoding.
// Node's own zlib does both at the highest settings; a Vite plugin would add a dependency for a
// loop over files, and would run before the prerender has written the HTML.
import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const textFile = /\.(?:html|js|css|svg|xml|json|webmanifest|txt)$/
const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* files(path)
    else if (textFile.test(entry.name)) yield path
  }
}

const started = Date.now()
const totals = { files: 0, raw: 0, br: 0, gz: 0, skipped: 0 }
// zlib's asynchronous calls run on libuv's thread pool: every core compresses.
await Promise.all(
  [...files('dist')].map(async (file) => {
    const raw = readFileSync(file)
    const { mtime } = statSync(file)
    const encoded = {
      br: await brotli(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
      gz: await gz(raw, { level: constants.Z_BEST_COMPRESSION }),
    }
    totals.files++
    totals.raw += raw.length
    // A tiny file (robots.txt) can come out larger: nginx then serves it as it is. Both encodings
    // or neither, so an answer carries `Vary: Accept-Encoding` whenever another encoding exists.
    if (Object.values(encoded).some((bytes) => bytes.length >= raw.length)) {
      totals.skipped++
      return
    }
    for (const [ext, bytes] of Object.entries(encoded)) {
      totals[ext] += bytes.length
      writeFileSync(`${file}.${ext}`, bytes)
      // nginx's ETag and Last-Modified come from the file it sends: same time as the original.
      utimesSync(`${file}.${ext}`, mtime, mtime)
    }
  }),
)
const kb = (n) => `${(n / 1024).toFixed(0)} KB`
console.log(
  `precompressed ${totals.files} files (${kb(totals.raw)}): brotli ${kb(totals.br)}, gzip ${kb(totals.gz)}` +
    `${totals.skipped ? `, ${totals.skipped} left as they are (no smaller)` : ''}, in ${Date.now() - started} ms`,
)
