import MagicString from 'magic-string'
import { parseAst, type Plugin } from 'vite'
import type { css as Css } from '../styled-system/css'
import type { SystemStyleObject } from '../styled-system/types'

/**
 * Panda's `css({...})` is a function the browser runs: each call turns its style object into
 * class names (shorthands, conditions, merging) while the page evaluates and hydrates, work the
 * bare stack does not have (docs/performance.md, "Hydration against the stack's floor"). A call
 * whose arguments are literals always returns the same string, so the build runs it once, with
 * Panda's own generated function, and writes the string in its place: the same class names the
 * browser would have computed, and the ones Panda's static extraction wrote the rules for. Any
 * call with a value known only at run time (a variable, a condition, a spread) stays as it is.
 */
export function pandaStaticCss(): Plugin {
  let css: typeof Css
  return {
    name: 'panda-static-css',
    apply: 'build',
    async buildStart() {
      // Panda's generated function itself. By URL: Vite loads its config as Node's ESM does,
      // which resolves no folder import (the types come from the folder's index.d.ts).
      const url = new URL('../styled-system/css/css.mjs', import.meta.url)
      ;({ css } = (await import(url.href)) as { css: typeof Css })
    },
    transform: {
      filter: { id: /\/src\/.+\.[jt]sx?$/, code: /styled-system\/css['"]/ },
      handler(code, id) {
        const out = inlineStaticCss(code, id, css)
        return out && { code: out.toString(), map: out.generateMap({ hires: 'boundary' }) }
      },
    },
  }
}

type Node = { type: string; start: number; end: number; [key: string]: unknown }

/** The module with every static `css()` call replaced by its result; undefined if none was. */
export function inlineStaticCss(code: string, id: string, css: typeof Css) {
  const lang = /\.([jt]sx?)$/.exec(id)?.[1] as 'js' | 'jsx' | 'ts' | 'tsx'
  const program = parseAst(code, { lang }) as unknown as Node
  const local = cssBinding(program)
  if (!local) return undefined
  const s = new MagicString(code)
  let changed = false
  walk(program, (node) => {
    if (node.type !== 'CallExpression') return true
    const callee = node.callee as Node
    const args = node.arguments as Node[]
    if (callee.type !== 'Identifier' || callee.name !== local || args.length === 0) return true
    const values = args.map(staticValue)
    if (values.some((v) => v === NOT_STATIC)) return true
    s.overwrite(node.start, node.end, JSON.stringify(css(...(values as SystemStyleObject[]))))
    changed = true
    return false
  })
  return changed ? s : undefined
}

/** The local name of `css` imported from Panda's generated styled-system/css. */
function cssBinding(program: Node): string | undefined {
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration') continue
    if (!/styled-system\/css(?:\/index\.mjs)?$/.test((statement.source as Node).value as string))
      continue
    for (const spec of statement.specifiers as Node[])
      if (spec.type === 'ImportSpecifier' && (spec.imported as Node).name === 'css')
        return (spec.local as Node).name as string
  }
  return undefined
}

function walk(node: unknown, visit: (node: Node) => boolean) {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit)
    return
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return
  if (!visit(node as Node)) return
  for (const [key, child] of Object.entries(node))
    if (key !== 'type' && child && typeof child === 'object') walk(child, visit)
}

const NOT_STATIC = Symbol('not static')

/** The value of a literal expression (strings, numbers, booleans, arrays, plain objects). */
function staticValue(node: Node): unknown {
  switch (node.type) {
    case 'Literal':
      return node.regex || typeof node.value === 'bigint' ? NOT_STATIC : node.value
    case 'TemplateLiteral':
      return (node.expressions as Node[]).length === 0
        ? ((node.quasis as Node[])[0]?.value as { cooked: string }).cooked
        : NOT_STATIC
    case 'UnaryExpression': {
      const value = staticValue(node.argument as Node)
      return node.operator === '-' && typeof value === 'number' ? -value : NOT_STATIC
    }
    case 'ArrayExpression': {
      const items = (node.elements as (Node | null)[]).map((e) =>
        e && e.type !== 'SpreadElement' ? staticValue(e) : NOT_STATIC,
      )
      return items.includes(NOT_STATIC) ? NOT_STATIC : items
    }
    case 'ObjectExpression':
      return staticObject(node.properties as Node[])
    default:
      return NOT_STATIC
  }
}

function staticObject(properties: Node[]): unknown {
  const object: Record<string, unknown> = {}
  for (const p of properties) {
    if (p.type !== 'Property' || p.kind !== 'init' || p.method || p.shorthand) return NOT_STATIC
    const key = p.key as Node
    const name = p.computed ? staticValue(key) : key.type === 'Identifier' ? key.name : key.value
    if (typeof name !== 'string' && typeof name !== 'number') return NOT_STATIC
    const value = staticValue(p.value as Node)
    if (value === NOT_STATIC) return NOT_STATIC
    object[name] = value
  }
  return object
}
