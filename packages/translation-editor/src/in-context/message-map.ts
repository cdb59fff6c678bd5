/**
 * `npm start` only (loaded by boot.ts, which the dev server injects; the build never sees it):
 * what Lingui rendered, text -> message ids. The page is matched against this map instead of
 * marking the rendered strings (Tolgee's invisible characters): the DOM, innerText, copy/paste
 * and layout stay exactly as without it, and React sees nothing.
 */
export interface MessageMap {
  /** Ids whose whole rendered text (tags of `<Trans>` elements removed) is `text`. */
  whole: (text: string) => string[]
  /** Ids with an element part (`<0>…</0>` of a `<Trans>`) whose text is `text`. */
  part: (text: string) => string[]
  /** Ids rendered while the page was at `path`, most recent last. */
  renderedAt: (path: string) => string[]
  /** The text `id` rendered last (tags removed). */
  lastText: (id: string) => string
  record: (id: string, output: string, path: string) => void
}

/** How the DOM compares texts: any run of white space is one space (nbsp included). */
const normalize = (text: string) => text.replace(/\s+/g, ' ').trim()

// `<Trans>` output before React replaces its element placeholders: <0>, </0>, <1/>.
const tag = /<\/?\d+\s*\/?>/g
const hasTag = /<\/?\d+\s*\/?>/

// A dev tab renders for hours (sliders re-render numbers): drop the oldest texts beyond this.
const limit = 20_000

function add(map: Map<string, Set<string>>, text: string, id: string) {
  if (!text) return
  const ids = map.get(text)
  if (ids) {
    if (ids.has(id)) return
    ids.add(id)
    return
  }
  if (map.size >= limit) map.delete(map.keys().next().value!)
  map.set(text, new Set([id]))
}

export function createMessageMap(): MessageMap {
  const whole = new Map<string, Set<string>>()
  const part = new Map<string, Set<string>>()
  const paths = new Map<string, Set<string>>()
  const last = new Map<string, string>()
  return {
    whole: (text) => [...(whole.get(normalize(text)) ?? [])],
    part: (text) => [...(part.get(normalize(text)) ?? [])],
    renderedAt: (path) => [...(paths.get(path) ?? [])],
    lastText: (id) => last.get(id) ?? '',
    record(id, output, path) {
      const text = normalize(output.replace(tag, ''))
      add(whole, text, id)
      last.set(id, text)
      if (hasTag.test(output)) {
        for (const piece of output.split(tag)) add(part, normalize(piece), id)
      }
      let ids = paths.get(path)
      if (!ids) paths.set(path, (ids = new Set()))
      // Re-inserted: the list shows what this page rendered last, last.
      ids.delete(id)
      ids.add(id)
    },
  }
}
