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
// Checks 1-7 cover the translation editor's own interface catalogues too
// (packages/translation-editor/locales, its own lingui.config.ts).
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
const editorPackage = 'packages/translation-editor'

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
// One thread for each of Lingui's commands (`--workers 1`): `npm test` runs this check beside the
// e2e suite on a busy machine, where Lingui's worker threads (both cores on a 2-core machine) only
// add their start-up, each loading Babel and the macro again, to the same work.
const oneThread = ['--workers', '1']
const lingui = (args: string[]) =>
  execFileSync(join(root, 'node_modules/.bin/lingui'), [...args, ...oneThread], {
    cwd: root,
    stdio: 'pipe',
  })

// `npm run extract -- --check`: the editor's extract (Lingui's, then its outdated marks) on a
// temporary copy of the catalogues, which reports every catalogue it would change and writes none:
// the check never rewrites a catalogue under a developer, a dev server or a running extract.
// The site's catalogues and the editor's own, each with the options of its extract script.
for (const [script, where] of [
  ['extract:site', ''],
  ['extract', editorPackage],
] as const) {
  try {
    execFileSync('npm', ['run', '--silent', script, '--', '--check', ...oneThread], {
      cwd: join(root, where),
      stdio: 'pipe',
    })
  } catch (error) {
    const { stderr } = error as { stderr?: Buffer }
    const out = stderr?.toString() ?? ''
    const stale = out.split('\n').filter((line) => line.includes(' is out of date with the code'))
    problems.push(
      ...(stale.length
        ? stale.map((line) => `${where || '.'}: ${line}: run \`npm run extract\``)
        : [`${where || '.'}: \`npm run ${script} -- --check\` failed:\n${out}`]),
    )
  }
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

/**
 * Checks 2-4, 6 and 7 on one catalogue: `locales` is its folder (relative to the root), `ns` the
 * namespace its ids start with. Returns its Swedish messages (or nothing when a file is missing).
 */
function checkCatalogue(locales: string, ns: string): Map<string, string> | undefined {
  const file = `${ns}.po`
  // The site's catalogues by their file name, the editor's by their path.
  const at = (lang: string) =>
    locales === 'locales' ? `${lang}/${file}` : `${locales}/${lang}/${file}`
  const path = (lang: string) => join(root, locales, lang, file)
  if (!existsSync(path('sv')) || !existsSync(path('en'))) return undefined
  const svText = readFileSync(path('sv'), 'utf8')
  const enText = readFileSync(path('en'), 'utf8')
  const sv = poMessages(svText)
  const en = poMessages(enText)
  const stale = poOutdated(enText).size
  if (stale) outdated.push(`${at('en')}: ${stale} outdated (the Swedish changed since)`)
  for (const [id, text] of sv) {
    total++
    if (!id.startsWith(`${ns}.`))
      problems.push(`${at('sv')}: id "${id}" does not start with "${ns}."`)
    if (!text.trim()) problems.push(`${at('sv')}: "${id}" has no Swedish text`)
    const english = en.get(id)
    if (english === undefined) problems.push(`${at('en')}: "${id}" is missing`)
    else if (!english.trim())
      problems.push(`${at('en')}: "${id}" has no English text (sv: "${text}")`)
    else {
      for (const p of icuProblems(text, english)) {
        problems.push(
          p.kind === 'syntax'
            ? `${at(p.lang)}: "${id}" is not valid ICU: ${p.detail}`
            : `${at('en')}: "${id}" placeholders differ: only sv {${p.onlySv.join(',')}}, only en {${p.onlyEn.join(',')}}`,
        )
      }
    }
    for (const issue of glossaryIssues(id, text, english ?? '')) {
      problems.push(`${at('sv')}: "${id}" glossary: ${issue.message}`)
    }
  }
  for (const id of en.keys())
    if (!sv.has(id)) problems.push(`${at('en')}: "${id}" is not in ${at('sv')}`)
  for (const [lang, now] of [
    ['sv', sv],
    ['en', en],
  ] as const) {
    const then = committed(`${locales}/${lang}/${file}`)
    if (then === undefined) continue
    for (const { id, words } of messagesDroppingNbsp(poMessages(then), now)) {
      problems.push(
        `${at(lang)}: "${id}" lost the non-breaking space of "${words}" (U+00A0, since the last commit)`,
      )
    }
  }
  return sv
}

const svByNamespace = new Map<string, Map<string, string>>()
for (const ns of namespaces) {
  const sv = checkCatalogue('locales', ns)
  if (sv) svByNamespace.set(ns, sv)
}
// The editor's interface is no page of the site: its Swedish is checked, not read with a page's.
checkCatalogue(`${editorPackage}/locales`, 'editor')

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
  // The editor's own (its plugin compiles them for the page; the files this writes are ignored).
  lingui(['compile', '--strict', '--config', join(editorPackage, 'lingui.config.ts')])
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
