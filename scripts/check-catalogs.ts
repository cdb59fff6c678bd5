// Catalogue check (part of npm test):
// 0. the files are the namespaces of src/shared/catalogues.ts: one .po per namespace and language,
//    a folder for each namespace's messages, and no feature folder outside every catalogue,
// 1. the catalogues are up to date with the code (the editor's extract, run on a copy, would
//    change nothing; the catalogues themselves are never written),
// 2. every message id starts with its catalogue's namespace,
// 3. sv and en hold the same ids, and no English (or Swedish) message is empty,
// 4. both languages parse as ICU (the editor's parser) and use the same placeholders,
// 5. `lingui compile --strict` accepts every catalogue (ICU syntax),
// 6. English follows the glossary (locales/glossary.json) and both languages the house style,
// 7. no message lost a non-breaking space (U+00A0) since the last commit (a retyped text),
// 8. no page's Swedish (its catalogue with common's) addresses the reader as "du": the site says "ni".
// It also reports, per file, the English marked outdated (`#, fuzzy`: the Swedish changed since,
// packages/translation-editor/src/po.ts). Reported, not failed: the mark is the translator's work queue, which a
// developer's Swedish edit opens on purpose; the old English still reads correctly enough to ship
// until it is confirmed, and failing would block every Swedish change on a translator.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { catalogueSources, isNamespace, namespaces } from '../src/shared/catalogues.ts'
import { addressProblem, addressUses, glossaryIssues } from '../src/shared/glossary.ts'
import { icuProblems } from 'lingui-translation-editor/icu'
import { messagesDroppingNbsp } from 'lingui-translation-editor/nbsp'
import { poMessages, poOutdated } from 'lingui-translation-editor/po'

const root = new URL('..', import.meta.url).pathname
const dir = (lang: string) => join(root, 'locales', lang)

const problems: string[] = []

for (const lang of ['sv', 'en']) {
  const files = readdirSync(dir(lang)).filter((f) => f.endsWith('.po'))
  for (const f of files) {
    const ns = f.replace(/\.po$/, '')
    if (!isNamespace(ns))
      problems.push(`locales/${lang}/${f} is no namespace of src/shared/catalogues.ts`)
  }
  for (const ns of namespaces) {
    if (!files.includes(`${ns}.po`)) problems.push(`locales/${lang}/${ns}.po is missing`)
  }
}
for (const ns of namespaces) {
  for (const source of catalogueSources(ns)) {
    if (!existsSync(join(root, source)))
      problems.push(`${source} (namespace "${ns}") does not exist`)
  }
}
for (const folder of readdirSync(join(root, 'src/features'))) {
  if (!isNamespace(folder)) {
    problems.push(`src/features/${folder} is no namespace: its messages would land in no catalogue`)
  }
}
const lingui = (args: string[]) =>
  execFileSync(join(root, 'node_modules/.bin/lingui'), args, { cwd: root, stdio: 'pipe' })

// `npm run extract -- --check`: the editor's extract (Lingui's, then its outdated marks) on a
// temporary copy of the catalogues, which reports every catalogue it would change and writes none:
// the check never rewrites a catalogue under a developer, a dev server or a running extract.
try {
  execFileSync('npm', ['run', '--silent', 'extract', '--', '--check'], { cwd: root, stdio: 'pipe' })
} catch (error) {
  const { stderr } = error as { stderr?: Buffer }
  const out = stderr?.toString() ?? ''
  const stale = out.split('\n').filter((line) => line.includes(' is out of date with the code'))
  problems.push(
    ...(stale.length
      ? stale.map((line) => `${line}: run \`npm run extract\``)
      : [`\`npm run extract -- --check\` failed:\n${out}`]),
  )
}

/** The committed version of a catalogue, or undefined (no git, a new file). */
const committed = (file: string) => {
  try {
    return execFileSync('git', ['show', `HEAD:${file}`], {
      cwd: root,
      encoding: 'utf8',
      stdio: 'pipe',
    })
  } catch {
    return undefined
  }
}

let total = 0
const outdated: string[] = []
const svByNamespace = new Map<string, Map<string, string>>()
for (const ns of namespaces) {
  const file = `${ns}.po`
  if (!existsSync(join(dir('sv'), file)) || !existsSync(join(dir('en'), file))) continue
  const svText = readFileSync(join(dir('sv'), file), 'utf8')
  const enText = readFileSync(join(dir('en'), file), 'utf8')
  const sv = poMessages(svText)
  const en = poMessages(enText)
  const stale = poOutdated(enText).size
  if (stale) outdated.push(`en/${file}: ${stale} outdated (the Swedish changed since)`)
  svByNamespace.set(ns, sv)
  for (const [id, text] of sv) {
    total++
    if (!id.startsWith(`${ns}.`)) problems.push(`${file}: id "${id}" does not start with "${ns}."`)
    if (!text.trim()) problems.push(`sv/${file}: "${id}" has no Swedish text`)
    const english = en.get(id)
    if (english === undefined) problems.push(`en/${file}: "${id}" is missing`)
    else if (!english.trim())
      problems.push(`en/${file}: "${id}" has no English text (sv: "${text}")`)
    else {
      for (const p of icuProblems(text, english)) {
        problems.push(
          p.kind === 'syntax'
            ? `${p.lang}/${file}: "${id}" is not valid ICU: ${p.detail}`
            : `en/${file}: "${id}" placeholders differ: only sv {${p.onlySv.join(',')}}, only en {${p.onlyEn.join(',')}}`,
        )
      }
    }
    for (const issue of glossaryIssues(id, text, english ?? '')) {
      problems.push(`${file}: "${id}" glossary: ${issue.message}`)
    }
  }
  for (const id of en.keys())
    if (!sv.has(id)) problems.push(`en/${file}: "${id}" is not in sv/${file}`)
  for (const [lang, now] of [
    ['sv', sv],
    ['en', en],
  ] as const) {
    const then = committed(`locales/${lang}/${file}`)
    if (then === undefined) continue
    for (const { id, words } of messagesDroppingNbsp(poMessages(then), now)) {
      problems.push(
        `${lang}/${file}: "${id}" lost the non-breaking space of "${words}" (U+00A0, since the last commit)`,
      )
    }
  }
}

// A page shows common's messages beside its own: each catalogue is read with common's, and a slip
// in common is reported once, under common.
const commonUses = addressUses(svByNamespace.get('common') ?? [])
for (const [ns, sv] of svByNamespace) {
  const problem =
    ns === 'common'
      ? addressProblem('sv/common.po', commonUses)
      : addressProblem(`sv/${ns}.po`, addressUses(sv), commonUses)
  if (problem) problems.push(problem)
}

try {
  lingui(['compile', '--strict'])
} catch (error) {
  // execFileSync's error carries the child's output.
  const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer }
  problems.push(
    `lingui compile --strict failed:\n${stdout?.toString() ?? ''}${stderr?.toString() ?? ''}`,
  )
}

if (outdated.length) console.log(`Outdated English, to review:\n- ${outdated.join('\n- ')}`)
if (problems.length) {
  console.error(`Catalogue check: ${problems.length} problem(s)\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
console.log(
  `Catalogue check: ${total} messages in sv and en, ids match their namespaces, all translated.`,
)
