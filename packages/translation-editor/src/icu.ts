// The one ICU MessageFormat check (the editor's rows and an app's catalogue check, through
// `lingui-translation-editor/icu`), on @messageformat/parser: the parser `lingui compile` uses
// (through @lingui/message-utils), so "parses here" means "compiles there".
import { parse, type Select, type Token } from '@messageformat/parser'
import { roles, type Role } from './host/languages'

export type IcuProblem =
  | { kind: 'syntax'; lang: Role; detail: string; error: IcuSyntaxError }
  | { kind: 'placeholders'; onlySv: string[]; onlyEn: string[] }

/**
 * What the parser refused, in terms a translated message can say: the parser's own text is
 * English (`detail` keeps it for the command line). `value` is the case, type or escape named.
 */
export interface IcuSyntaxError {
  reason: IcuSyntaxReason
  value: string
  line: number
  col: number
}

export type IcuSyntaxReason =
  | 'end'
  | 'invalid'
  | 'selectCase'
  | 'pluralCase'
  | 'offsetSelect'
  | 'offsetOrder'
  | 'type'
  | 'escape'
  | 'other'

// @messageformat/parser words each refusal in a fixed English sentence, followed by the position
// as its lexer (moo) formats it. A sentence it words otherwise falls to 'other' (still shown with
// its position): tests/unit/icu-errors.test.ts (the package's) names each one, and fails if the parser rewords it.
const reasons: [RegExp, IcuSyntaxReason][] = [
  [/^Unexpected message end$/, 'end'],
  [/^invalid syntax$/, 'invalid'],
  [/^The case (.+) is not valid with select$/, 'selectCase'],
  [/^The (?:plural|selectordinal) case (.+) is not valid in this locale$/, 'pluralCase'],
  [/^Unexpected plural offset for select$/, 'offsetSelect'],
  [/^Plural offset must be set before cases$/, 'offsetOrder'],
  [/^Invalid type identifier: (.+)$/, 'type'],
  [/^Unsupported escape pattern: (.+)$/, 'escape'],
]

/** The parser's error message as a reason, the value it names and where. */
export function icuSyntaxError(message: string): IcuSyntaxError {
  const at = /^([^\n]*?) at line (\d+) col (\d+):/.exec(message)
  const sentence = at?.[1] ?? message.split('\n', 1)[0] ?? ''
  const position = { line: Number(at?.[2] ?? 1), col: Number(at?.[3] ?? 1) }
  for (const [pattern, reason] of reasons) {
    const m = pattern.exec(sentence)
    if (m) return { reason, value: m[1] ?? '', ...position }
  }
  return { reason: 'other', value: sentence, ...position }
}

export interface IcuSample {
  /** The case this sample shows (`count: one`), '' for a message without plural/select. */
  label: string
  values: Record<string, string | number>
}

function collect(tokens: Token[], into: Set<string>) {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') into.add(token.arg)
    else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      into.add(token.arg)
      for (const c of token.cases) collect(c.tokens, into)
    }
  }
}

/** The message's placeholder names, sorted, or the parser's error message. */
function icuArguments(text: string): { args: string[] } | { error: string } {
  try {
    const args = new Set<string>()
    collect(parse(text), args)
    return { args: [...args].sort() }
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) }
  }
}

/**
 * Problems of a source/target pair: syntax errors per language (empty texts are "missing",
 * not errors) and placeholders present in only one of them.
 */
export function icuProblems(source: string, target: string): IcuProblem[] {
  const problems: IcuProblem[] = []
  const parsed = {
    source: source.trim() ? icuArguments(source) : null,
    target: target.trim() ? icuArguments(target) : null,
  }
  for (const lang of roles) {
    const p = parsed[lang]
    if (p && 'error' in p)
      problems.push({ kind: 'syntax', lang, detail: p.error, error: icuSyntaxError(p.error) })
  }
  if (parsed.source && parsed.target && 'args' in parsed.source && 'args' in parsed.target) {
    const a = new Set(parsed.source.args)
    const b = new Set(parsed.target.args)
    const onlySv = [...a].filter((x) => !b.has(x))
    const onlyEn = [...b].filter((x) => !a.has(x))
    if (onlySv.length || onlyEn.length) problems.push({ kind: 'placeholders', onlySv, onlyEn })
  }
  return problems
}

const pluralSample: Record<string, number> = { zero: 0, one: 1, two: 2, few: 3, many: 11, other: 5 }

function choices(tokens: Token[], into: Select[]) {
  for (const token of tokens) {
    if (token.type === 'plural' || token.type === 'selectordinal' || token.type === 'select') {
      into.push(token)
      for (const c of token.cases) choices(c.tokens, into)
    }
  }
}

/**
 * Sample values to render a message with (the editor's preview): one set per case of every
 * plural/select in it (`label` names the case), placeholders filled with their own name.
 * Empty for a message that does not parse.
 */
export function icuSamples(text: string): IcuSample[] {
  let tokens: Token[]
  try {
    tokens = parse(text)
  } catch {
    return []
  }
  const base: IcuSample['values'] = {}
  const argsOf = icuArguments(text)
  for (const arg of 'args' in argsOf ? argsOf.args : []) base[arg] = `{${arg}}`
  const found: Select[] = []
  choices(tokens, found)
  const valueOf = (token: Select, key: string) => {
    if (token.type === 'select') return key
    if (key.startsWith('=')) return Number(key.slice(1))
    return pluralSample[key] ?? 5
  }
  for (const token of found) base[token.arg] = valueOf(token, token.cases.at(-1)?.key ?? 'other')
  const samples = found.flatMap((token) =>
    token.cases.map((c) => ({
      label: `${token.arg}: ${c.key}`,
      values: { ...base, [token.arg]: valueOf(token, c.key) },
    })),
  )
  return samples.length ? samples : [{ label: '', values: base }]
}
