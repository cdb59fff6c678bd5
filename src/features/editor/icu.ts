import { parse, type Token } from '@messageformat/parser'

/**
 * ICU checks with the same parser `lingui compile` uses (@messageformat/parser, via
 * @lingui/message-utils), so "parses here" means "compiles there".
 */
export type IcuIssue =
  | { kind: 'syntax'; lang: 'sv' | 'en'; detail: string }
  | { kind: 'placeholders'; onlySv: string[]; onlyEn: string[] }

function collectArgs(tokens: Token[], into: Set<string>) {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') into.add(token.arg)
    else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      into.add(token.arg)
      for (const c of token.cases) collectArgs(c.tokens, into)
    }
  }
}

/** Placeholder names of a message, or the parser's error message. */
export function placeholdersOf(text: string): { args: Set<string> } | { error: string } {
  try {
    const args = new Set<string>()
    collectArgs(parse(text), args)
    return { args }
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) }
  }
}

const cache = new Map<string, IcuIssue[]>()

/** Issues of one entry; empty texts are "missing", not ICU errors. Memoised: 10 000 rows re-render. */
export function icuIssues(sv: string, en: string): IcuIssue[] {
  const cacheKey = `${sv}\u0000${en}`
  const hit = cache.get(cacheKey)
  if (hit) return hit
  const issues: IcuIssue[] = []
  const parsed = { sv: sv.trim() ? placeholdersOf(sv) : null, en: en.trim() ? placeholdersOf(en) : null }
  for (const lang of ['sv', 'en'] as const) {
    const p = parsed[lang]
    if (p && 'error' in p) issues.push({ kind: 'syntax', lang, detail: p.error })
  }
  if (parsed.sv && parsed.en && 'args' in parsed.sv && 'args' in parsed.en) {
    const a = parsed.sv.args
    const b = parsed.en.args
    const onlySv = [...a].filter((x) => !b.has(x)).sort()
    const onlyEn = [...b].filter((x) => !a.has(x)).sort()
    if (onlySv.length || onlyEn.length) issues.push({ kind: 'placeholders', onlySv, onlyEn })
  }
  if (cache.size > 50_000) cache.clear()
  cache.set(cacheKey, issues)
  return issues
}
