// Builds the early-submit hold (src/components/hydration/early-submit-hold.ts) as the one classic
// script of every built page, inlined by scripts/prerender.mjs.
import { build } from 'vite'

const entry = 'src/components/hydration/early-submit-hold.ts'

/**
 * Rule "early submit held" (src/components/hydration/hydration.ts): the hold must be in place
 * before a form can be used, that is before the page paints. A module script cannot promise that:
 * it runs once the whole document is parsed and its imports have arrived, and the app's entry
 * waits for the framework; on a slow link (563 ms, 180 KB/s) the forms stood usable for about two
 * seconds without it, and Enter reloaded the page empty. A classic script in the <head> runs
 * before the parser reaches the body. Inline (a few hundred bytes), it costs no request: as a file
 * it held the parser, and so the first paint, until it had come over its own connection (issue
 * 34). The strict CSP admits it by its hash (scripts/lib/csp.ts).
 *
 * Vite builds every entry of the app as an ES module (a module cannot be a classic script), so
 * this one is built here on its own, as an IIFE with nothing to import. Returns its code.
 */
export async function buildEarlySubmitHold(): Promise<string> {
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
  // "</script" inside would end the element early.
  if (/<\/script/i.test(chunk.code)) throw new Error(`${entry}: "</script" in the script`)
  // No trailing newline: the hash is of the element's text exactly as written.
  return chunk.code.trim()
}
