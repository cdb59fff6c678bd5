import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { catalogueFile, type CatalogueLayout } from './catalogue-layout.ts'
import {
  clearReverted,
  keepRenamed,
  markOutdated,
  poMessages,
  poOutdated,
  poRenamed,
  tidyMarks,
  type RenamedMessage,
} from '../po.ts'

/**
 * `lingui extract` rewrites every catalogue: a save that lands between its read of a catalogue and
 * its write would be lost, while the translator was told "saved". So the editor's extract command
 * (`lingui-translation-editor extract`, which `npm run extract` runs: cli.ts) holds this file while
 * Lingui's extract runs, and the dev server's saves wait for it to go, then merge onto what extract
 * wrote. After an extract that ran to the end, still holding it, the command marks the English of
 * every message whose Swedish changed as outdated and keeps the English of renamed ids (below).
 *
 * A lock, not a watch that re-applies a save a later write dropped: a watch cannot tell extract's
 * stale write from a `git checkout` that undoes the save on purpose, and re-applied that too (the
 * dev e2e suite's reset between tests showed it). With the lock a save during extract is simply
 * written after it, so "saved" is on disk when it is said. A bare `lingui extract` runs no code of
 * the editor's (Lingui's config is the only code it loads, and nothing in it may take a lock as a
 * side effect of being loaded: the dev server, `vite build` and the tests load it too), so it does
 * not take the lock: extract through the command. Not covered: `--watch` (it would hold the lock
 * for its whole life, so the command takes none).
 * The file holds the holder's process id: a lock whose process is gone (killed) is stale.
 */
const lockFile = (layout: CatalogueLayout) => join(layout.root, layout.dir, '.extract.lock')

const holder = (layout: CatalogueLayout) => {
  try {
    return Number(readFileSync(lockFile(layout), 'utf8').trim())
  } catch {
    return undefined
  }
}

export function extractRunning(layout: CatalogueLayout): boolean {
  const pid = holder(layout)
  if (pid === undefined) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    // EPERM: the process exists (another user's); ESRCH or no pid: a lock left by a crash.
    if ((e as NodeJS.ErrnoException).code === 'EPERM') return true
    rmSync(lockFile(layout), { force: true })
    return false
  }
}

/** Resolves true once no extract runs, false when it still runs after `timeout` ms. */
export async function extractDone(layout: CatalogueLayout, timeout: number): Promise<boolean> {
  const until = Date.now() + timeout
  while (extractRunning(layout)) {
    if (Date.now() > until) return false
    // The lock is one small file: a 50 ms look is cheaper and surer than a watcher on it.
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return true
}

/**
 * Takes the lock for this process, waiting while another process holds it (another extract, the
 * catalogue check), and the catalogues as they are once it is taken. Two extracts must not
 * overlap: the second would read the English before the first marks it and write it back
 * without the mark, and its before/after comparison would not see the first one's changes.
 * `waiting` is told the holder's process id once, when the lock is not free.
 */
export async function takeExtractLock(layout: CatalogueLayout, waiting?: (holder: number) => void) {
  let told = false
  for (;;) {
    extractRunning(layout) // removes a stale lock
    try {
      writeFileSync(lockFile(layout), String(process.pid), { flag: 'wx' })
      break
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
    }
    const pid = holder(layout)
    if (!told && pid) {
      waiting?.(pid)
      told = true
    }
    // The same look as extractDone's: one small file, every 50 ms.
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const before = readCatalogues(layout)
  return {
    /**
     * After extract: its changes marked (only an extract that ran to the end wrote catalogues
     * worth comparing), then the lock goes. Synchronous, so no save lands in between.
     */
    release(succeeded: boolean) {
      if (holder(layout) !== process.pid) return
      if (succeeded) {
        markChangedSwedish(layout, new Map([...before].map(([ns, c]) => [ns, c.source])))
        keepRenamedEnglish(layout, before)
      }
      rmSync(lockFile(layout), { force: true })
    },
  }
}

const catalogue = catalogueFile

export interface CatalogueSnapshot {
  source: Map<string, string>
  target: Map<string, string>
  /** The renamed ids' English locales/en keeps (src/po.ts poRenamed). */
  renamed: RenamedMessage[]
  /** The outdated English: key -> the Swedish it was translated from. */
  outdated: Map<string, string>
}

/** The catalogues as extract found them, per namespace. */
export function readCatalogues(layout: CatalogueLayout) {
  const all = new Map<string, CatalogueSnapshot>()
  for (const ns of Object.keys(layout.catalogues)) {
    const [sv, en] = [catalogue(layout, 'source', ns), catalogue(layout, 'target', ns)]
    if (!existsSync(sv) || !existsSync(en)) continue
    const enText = readFileSync(en, 'utf8')
    all.set(ns, {
      source: poMessages(readFileSync(sv, 'utf8')),
      target: poMessages(enText),
      renamed: poRenamed(enText),
      outdated: poOutdated(enText),
    })
  }
  return all
}

/**
 * A developer's edit of Swedish in the code reaches the catalogues through extract: mark the
 * English of every message whose Swedish extract changed as outdated (src/po.ts), as a
 * Swedish save through the editor does (file-storage.ts), clear the marks whose Swedish went back
 * to what the English was translated from, and tidy what other tools left (src/po.ts tidyMarks).
 * Synchronous: it runs on `exit`, after
 * extract wrote its files and while it still holds the lock, so no save lands in between. The
 * file is rewritten through pofile-ts, as extract wrote it: only the marked entries differ.
 */
export function markChangedSwedish(
  layout: CatalogueLayout,
  before: Map<string, Map<string, string>>,
) {
  for (const [ns, was] of before) {
    const svFile = catalogue(layout, 'source', ns)
    const enFile = catalogue(layout, 'target', ns)
    if (!existsSync(svFile) || !existsSync(enFile)) continue
    const now = poMessages(readFileSync(svFile, 'utf8'))
    const marks = new Map<string, string>()
    for (const [key, text] of now) {
      const previous = was.get(key)
      if (previous !== undefined && previous !== text) marks.set(key, previous)
    }
    const en = readFileSync(enFile, 'utf8')
    const next = tidyMarks(clearReverted(marks.size ? markOutdated(en, marks) : en, now))
    if (next !== en) writeFileSync(enFile, next)
    const sv = readFileSync(svFile, 'utf8')
    const tidy = tidyMarks(sv)
    if (tidy !== sv) writeFileSync(svFile, tidy)
  }
}

/**
 * A renamed id: `extract --clean` drops the old id with its English and adds
 * the new one without. Kept here, in the one place that sees both catalogues around extract and
 * runs for every route (the editor's dev server, a developer's shell, check:catalogs), and kept in
 * the file (an obsolete `#~` entry with its Swedish), so `npm start` and the built editor (the
 * shipped catalogues) offer the same old English. An id counts as renamed when it goes while
 * another appears in the same extract (a plain deletion keeps nothing). A kept one is carried
 * through later extracts until its id is back or a live message of the file has its English
 * (the new id was translated): then the memory holds it anyway.
 */
export function keepRenamedEnglish(
  layout: CatalogueLayout,
  before: Map<string, CatalogueSnapshot>,
) {
  const now = new Map<
    string,
    { source: Map<string, string>; target: Map<string, string>; text: string }
  >()
  for (const ns of before.keys()) {
    const [sv, en] = [catalogue(layout, 'source', ns), catalogue(layout, 'target', ns)]
    if (!existsSync(sv) || !existsSync(en)) continue
    const text = readFileSync(en, 'utf8')
    now.set(ns, { source: poMessages(readFileSync(sv, 'utf8')), target: poMessages(text), text })
  }
  const appeared = [...now].some(([ns, n]) =>
    [...n.source.keys()].some((k) => !before.get(ns)!.source.has(k)),
  )
  for (const [ns, after] of now) {
    const was = before.get(ns)!
    const live = new Set(after.target.values())
    const kept = new Map<string, RenamedMessage>()
    for (const r of was.renamed)
      if (!after.source.has(r.key) && !live.has(r.target)) kept.set(r.key, r)
    if (appeared) {
      for (const [key, sv] of was.source) {
        const en = was.target.get(key) ?? ''
        if (after.source.has(key) || !en.trim()) continue
        // Outdated English goes with the Swedish it was translated from, still marked.
        const from = was.outdated.get(key)
        kept.set(
          key,
          from === undefined
            ? { key, source: sv, target: en }
            : { key, source: from, target: en, outdated: true },
        )
      }
    }
    const next = keepRenamed(after.text, [...kept.values()])
    if (next !== after.text) writeFileSync(catalogue(layout, 'target', ns), next)
  }
}
