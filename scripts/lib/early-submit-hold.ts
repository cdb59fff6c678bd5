// Builds the early-submit hold (src/components/hydration/early-submit-hold.ts) as the one classic
// script of every built page, for scripts/prerender.mjs.
import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'vite'

const entry = 'src/components/hydration/early-submit-hold.ts'

/**
 * Rule "early submit held" (src/components/hydration/hydration.ts): the hold must be in place
 * before a form can be used, that is before the page paints. A module script cannot promise that:
 * it runs once the whole document is parsed and its imports have arrived, and the app's entry
 * waits for the framework; on a slow link (563 ms, 180 KB/s) the forms stood usable for about two
 * seconds without it, and Enter reloaded the page empty. A classic script in the <head> holds the
 * parser until it has run, and so the first paint; it costs no round trip of its own, because the
 * browser fetches it beside the stylesheet, which holds the first paint anyway. An inline script
 * would save the request but needs a hash in the CSP (deploy/nginx.conf has script-src 'self').
 *
 * Vite builds every entry of the app as an ES module (a module cannot be a classic script), so
 * this one is built here on its own, as an IIFE with nothing to import (a few hundred bytes), and
 * written to dist/assets/ under a content hash like every asset there (cached as immutable by the
 * host). Returns its path in dist/ ("assets/early-submit-hold-<hash>.js").
 */
export async function buildEarlySubmitHold(outDir = 'dist'): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['iife'], name: 'earlySubmitHold' },
    },
  })
  const outputs = Array.isArray(result) ? result : [result]
  const chunks = outputs.flatMap((o) => ('output' in o ? o.output : []))
  const [chunk, ...rest] = chunks
  if (!chunk || chunk.type !== 'chunk' || rest.length > 0)
    throw new Error(
      `${entry}: expected one script, got ${chunks.map((c) => c.fileName).join(', ')}`,
    )
  if (/^\s*(?:import|export)\b/m.test(chunk.code))
    throw new Error(`${entry}: the classic script has an import or export`)
  const hash = createHash('sha256').update(chunk.code).digest('base64url').slice(0, 8)
  const file = `assets/early-submit-hold-${hash}.js`
  mkdirSync(join(outDir, 'assets'), { recursive: true })
  writeFileSync(join(outDir, file), chunk.code)
  return file
}
