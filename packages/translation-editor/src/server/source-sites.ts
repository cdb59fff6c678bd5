import { parse } from '@babel/parser'
import type { Node } from '@babel/types'

/**
 * Where a message is defined in the code, and how: the read-only half of the Swedish code
 * writer (source-writer.ts). The parser is Babel's, the one Lingui's own extractor runs, so
 * positions and JSX text are read exactly as `lingui extract` reads them. Dev-server only.
 */

/** Why a message's Swedish cannot be written into the code safely. */
export type SourceLock =
  /** a <Trans> whose children hold elements (<0>…</0>): a text edit cannot say where they go */
  | 'elements'
  /** a <Trans> child or template-literal part that is an expression other than a plain name */
  | 'expressions'
  /** the message is not a literal (a variable, a call), or a <Trans> without an id string */
  | 'computed'
  /** the id is defined more than once: which one would the next extract keep? */
  | 'duplicate'
  /** not found where the catalogue says (the catalogue is older than the code: run extract) */
  | 'missing'

interface MessageSite {
  /** Repository-relative path. */
  file: string
  /** 1-based line of the <Trans> element or the macro call, as Lingui reports it. */
  line: number
}

/** One definition of a message: the replaceable range and what may be written into it. */
export interface Definition extends MessageSite {
  id: string
  kind: 'jsx' | 'string' | 'template'
  /** [start, end) of the <Trans> children, or of the `message` value. */
  start: number
  end: number
  /** The plain names the message's placeholders are made of (`{count}`, `${count}`). */
  names: string[]
  lock?: Exclude<SourceLock, 'duplicate' | 'missing'>
}

// No @babel/traverse: the few node kinds below are found by walking the plain AST objects.
function walk(node: unknown, visit: (n: Node) => void) {
  if (Array.isArray(node)) {
    for (const n of node) walk(n, visit)
    return
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return
  visit(node as Node)
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'loc' && key !== 'extra' && value && typeof value === 'object') walk(value, visit)
  }
}

const MACRO_CALLS = new Set(['t', 'msg', 'defineMessage'])

const propName = (p: Node) =>
  p.type === 'ObjectProperty' && !p.computed
    ? p.key.type === 'Identifier'
      ? p.key.name
      : p.key.type === 'StringLiteral'
        ? p.key.value
        : undefined
    : undefined

function fromTrans(node: Node & { type: 'JSXElement' }, file: string): Definition | undefined {
  const open = node.openingElement
  if (open.name.type !== 'JSXIdentifier' || open.name.name !== 'Trans') return
  const idAttr = open.attributes.find(
    (a) => a.type === 'JSXAttribute' && a.name.type === 'JSXIdentifier' && a.name.name === 'id',
  )
  if (!idAttr || idAttr.type !== 'JSXAttribute' || idAttr.value?.type !== 'StringLiteral') return
  const names: string[] = []
  let lock: Definition['lock']
  for (const child of node.children) {
    if (child.type === 'JSXText') continue
    if (child.type === 'JSXExpressionContainer') {
      const e = child.expression
      if (e.type === 'StringLiteral') continue
      if (e.type === 'Identifier') {
        names.push(e.name)
        continue
      }
      lock ??= 'expressions'
    } else lock = 'elements'
  }
  return {
    id: idAttr.value.value,
    file,
    line: node.loc!.start.line,
    kind: 'jsx',
    start: open.end!,
    end: node.closingElement?.start ?? open.end!,
    names,
    lock: node.closingElement ? lock : 'computed',
  }
}

function fromCall(node: Node & { type: 'CallExpression' }, file: string): Definition | undefined {
  const callee = node.callee
  const name =
    callee.type === 'Identifier'
      ? callee.name
      : callee.type === 'MemberExpression' && callee.property.type === 'Identifier'
        ? callee.property.name
        : undefined
  const arg = node.arguments[0]
  if (!name || !MACRO_CALLS.has(name) || arg?.type !== 'ObjectExpression') return
  const idProp = arg.properties.find((p) => propName(p) === 'id')
  if (idProp?.type !== 'ObjectProperty' || idProp.value.type !== 'StringLiteral') return
  const message = arg.properties.find((p) => propName(p) === 'message')
  const base = { id: idProp.value.value, file, line: node.loc!.start.line, names: [] }
  if (message?.type !== 'ObjectProperty')
    return { ...base, kind: 'string', start: 0, end: 0, lock: 'computed' }
  const value = message.value
  const range = { start: value.start!, end: value.end! }
  if (value.type === 'StringLiteral') return { ...base, ...range, kind: 'string' }
  if (value.type !== 'TemplateLiteral')
    return { ...base, ...range, kind: 'string', lock: 'computed' }
  const names = value.expressions.flatMap((e) => (e.type === 'Identifier' ? [e.name] : []))
  const plain = names.length === value.expressions.length
  return { ...base, ...range, kind: 'template', names, lock: plain ? undefined : 'expressions' }
}

/** Every message definition with an explicit id in one source file. */
export function definitionsIn(code: string, file: string): Definition[] {
  const ast = parse(code, {
    sourceType: 'module',
    plugins: file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'],
  })
  const found: Definition[] = []
  walk(ast.program, (node) => {
    const d =
      node.type === 'JSXElement'
        ? fromTrans(node, file)
        : node.type === 'CallExpression'
          ? fromCall(node, file)
          : undefined
    if (d) found.push(d)
  })
  return found
}

export interface SourceInfo {
  sites: MessageSite[]
  lock?: SourceLock
  /** The text each definition holds, as `lingui extract` reads it (absent: none is a literal). */
  code?: Array<MessageSite & { text: string }>
}

/** What the code says about one id, given its definitions in the files the catalogue names. */
export function sourceInfo(defs: readonly Definition[]): SourceInfo {
  const sites = defs.map(({ file, line }) => ({ file, line }))
  if (defs.length === 0) return { sites, lock: 'missing' }
  if (defs.length > 1) return { sites, lock: 'duplicate' }
  return { sites, lock: defs[0]!.lock }
}
