// Compares the prerendered heads of two builds: `node scripts/compare-heads.mjs <old dist> <new dist>`.
// Every tag in <head> except the hashed asset links (stylesheet, entry script, modulepreloads), and
// every JSON-LD block of the page, must be byte-identical; used when head rendering is refactored.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

const [before, after] = process.argv.slice(2)
if (!before || !after)
  throw new Error('usage: node scripts/compare-heads.mjs <old dist> <new dist>')

const htmlFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? htmlFiles(path) : path.endsWith('.html') ? [path] : []
  })

function headOf(html) {
  const head = html.match(/<head>([\s\S]*?)<\/head>/)?.[1] ?? ''
  const tags = head.match(/<(title|meta|link|script)\b[^>]*>(?:[^<]*<\/\1>)?/g) ?? []
  return {
    tags: tags.filter((t) => !/rel="(stylesheet|modulepreload)"|<script type="module"/.test(t)),
    jsonLd: html.match(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g) ?? [],
  }
}

const files = htmlFiles(before)
  .map((f) => relative(before, f))
  .sort()
const afterFiles = htmlFiles(after)
  .map((f) => relative(after, f))
  .sort()
const problems = []
if (files.join() !== afterFiles.join()) problems.push('the two builds have different HTML files')
let compared = 0
for (const file of files.filter((f) => afterFiles.includes(f))) {
  const a = headOf(readFileSync(join(before, file), 'utf8'))
  const b = headOf(readFileSync(join(after, file), 'utf8'))
  for (const kind of ['tags', 'jsonLd']) {
    compared += a[kind].length
    for (let i = 0; i < Math.max(a[kind].length, b[kind].length); i++) {
      if (a[kind][i] !== b[kind][i]) {
        problems.push(`${file} ${kind}[${i}]\n  - ${a[kind][i]}\n  + ${b[kind][i]}`)
      }
    }
  }
}
console.log(`${files.length} HTML files, ${compared} head tags and JSON-LD blocks compared`)
if (problems.length) {
  console.error(`${problems.length} difference(s):\n${problems.join('\n')}`)
  process.exit(1)
}
console.log('identical')
