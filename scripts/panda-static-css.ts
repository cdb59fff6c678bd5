import MagicString from 'magic-string'
import { parseAst, type Plugin } from 'vite'
/** What the build runs in Node: Panda's generated css() and config recipes, by module. */
export interface PandaRuntime {
  css: Record<string, unknown>
  recipes: Record<string, unknown>
}

/**
 * Panda's `css({...})` and its config recipes (`button({ size: 'sm' })`) are functions the browser
 * runs: each call turns its style object or variants into class names (shorthands, conditions,
 * merging) while the page evaluates and hydrates, work the bare stack does not have
 * (docs/performance.md, "Hydration against the stack's floor"). A call whose arguments are
 * literals always returns the same value, so the build runs it once, with Panda's own generated
 * function, and writes the result in its place: the class names the browser would have computed,
 * the ones Panda's static extraction wrote the rules for. Any call with a value known only at run
 * time (a variable, a condition, a spread) stays as it is.
 */
export function pandaStaticCss(): Plugin {
  let panda: PandaRuntime
  return {
    name: 'panda-static-css',
    apply: 'build',
    async buildStart() {
      // Panda's generated modules themselves. By URL: Vite loads its config as Node's ESM does,
      // which resolves no folder import.
      const load = async (path: string) =>
        (await import(new URL(path, import.meta.url).href)) as Record<string, unknown>
      panda = {
        css: await load('../styled-system/css/index.mjs'),
        recipes: await load('../styled-system/recipes/index.mjs'),
      }
    },
    transform: {
      filter: { id: /\/src\/.+\.[jt]sx?$/, code: /styled-system\/(?:css|recipes)['"]/ },
      handler(code, id) {
        const out = inlineStaticCss(code, id, panda)
        return out && { code: out.toString(), map: out.generateMap({ hires: 'boundary' }) }
      },
    },
  }
}

type Node = { type: string; start: number; end: number; [key: string]: unknown }
type Fn = (...args: unknown[]) => unknown

/** The module with every static call replaced by its result; undefined if none was. */
export function inlineStaticCss(code: string, id: string, panda: PandaRuntime) {
  const lang = /\.([jt]sx?)$/.exec(id)?.[1] as 'js' | 'jsx' | 'ts' | 'tsx'
  const program = parseAst(code, { lang }) as unknown as Node
  const functions = pandaBindings(program, panda)
  if (functions.size === 0) return undefined
  const s = new MagicString(code)
  let changed = false
  walk(program, (node) => {
    if (node.type !== 'CallExpression') return true
    const callee = node.callee as Node
    const fn = callee.type === 'Identifier' ? functions.get(callee.name as string) : undefined
    if (!fn) return true
    const values = (node.arguments as Node[]).map(staticValue)
    if (values.some((v) => v === NOT_STATIC)) return true
    const result = fn(...values)
    // A slot recipe's result is an object of class names: in parentheses, never a block.
    s.overwrite(node.start, node.end, `(${JSON.stringify(result)})`)
    changed = true
    return false
  })
  return changed ? s : undefined
}

/** Local names of what the module imports from Panda's css and recipes, with their functions. */
function pandaBindings(program: Node, panda: PandaRuntime) {
  const functions = new Map<string, Fn>()
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') continue
    const from = /styled-system\/(css|recipes)(?:\/index\.mjs)?$/.exec(
      (statement.source as Node).value as string,
    )?.[1] as keyof PandaRuntime | undefined
    if (!from) continue
    for (const spec of statement.specifiers as Node[]) {
      if (spec.type !== 'ImportSpecifier' || spec.importKind === 'type') continue
      const name = (spec.imported as Node).name as string
      // css() and the recipes; not cx, cva or sva, whose arguments are already class names or
      // whose results are functions
      const fn = from === 'css' ? (name === 'css' ? panda.css.css : undefined) : panda.recipes[name]
      if (typeof fn === 'function') functions.set((spec.local as Node).name as string, fn as Fn)
    }
  }
  return functions
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
