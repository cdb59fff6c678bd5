// Reads a `_headers` file (Cloudflare Pages syntax: a path pattern line, then indented
// "Name: value" lines; "! Name" detaches a header set by an earlier rule) and answers which
// headers a path gets. Used by `vite preview` so local runs and e2e tests see production headers.

/** @returns {{ pattern: RegExp, set: [string, string][], detach: string[] }[]} */
export function parseHeaders(text) {
  const rules = []
  let current = null
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+$/, '')
    if (!line || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
      current = { pattern: new RegExp(`^${source}$`), set: [], detach: [] }
      rules.push(current)
    } else if (current) {
      const body = line.trim()
      if (body.startsWith('!')) current.detach.push(body.slice(1).trim().toLowerCase())
      else {
        const i = body.indexOf(':')
        current.set.push([body.slice(0, i).trim(), body.slice(i + 1).trim()])
      }
    }
  }
  return rules
}

/** Headers for a path: rules apply in file order; a later rule may detach an earlier header. */
export function headersFor(rules, pathname) {
  const out = new Map()
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue
    for (const name of rule.detach) out.delete(name)
    for (const [name, value] of rule.set) out.set(name.toLowerCase(), [name, value])
  }
  return [...out.values()]
}
