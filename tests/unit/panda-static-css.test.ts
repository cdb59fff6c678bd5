import { describe, expect, it } from 'vitest'
import * as cssModule from '../../styled-system/css'
import * as recipes from '../../styled-system/recipes'
import { inlineStaticCss } from '../../scripts/panda-static-css'

const { css } = cssModule
const header = "import { css } from '../../styled-system/css'\n"
const inline = (code: string, id = '/app/src/x.tsx') =>
  inlineStaticCss(code, id, { css: cssModule, recipes })?.toString()
const result = (value: unknown) => `(${JSON.stringify(value)})`

describe('css() of literals, computed at build time', () => {
  it('writes the class names Panda computes in the browser, conditions and tokens included', () => {
    const style = {
      display: 'grid',
      gap: '4',
      px: { base: '4', md: '8' },
      _hover: { color: 'fg.muted' },
      mt: -2,
      gridTemplateColumns: `repeat(2, 1fr)`,
    }
    const code = `${header}export const a = css(${JSON.stringify(style)})\n`
    expect(inline(code)).toBe(`${header}export const a = ${result(css(style))}\n`)
  })

  it('merges several literal arguments as css() does', () => {
    const code = `${header}const a = css({ p: '2', color: 'red' }, { color: 'blue' })`
    expect(inline(code)).toBe(
      `${header}const a = ${result(css({ p: '2', color: 'red' }, { color: 'blue' }))}`,
    )
  })

  it('follows the import under another name, and in JSX', () => {
    const code =
      "import { css as style } from '../styled-system/css'\n" +
      "export const A = () => <p className={style({ textStyle: 'small' })} />"
    expect(inline(code)).toContain(`className={${result(css({ textStyle: 'small' }))}}`)
  })

  it('leaves every call that holds a value known only at run time', () => {
    const dynamic = [
      'css({ color: tone })',
      "css({ p: big ? '8' : '4' })",
      "css({ ...base, p: '2' })",
      "css(open && { display: 'block' })",
      'css({ w: `${n}px` })',
      'css({ [key]: 1 })',
    ]
    for (const call of dynamic) expect(inline(`${header}const a = ${call}`), call).toBeUndefined()
  })

  it('touches no module without Panda css, nor another function named css, nor cx', () => {
    expect(inline("const a = css({ p: '2' })")).toBeUndefined()
    expect(
      inline("import { css } from 'somewhere-else'\nconst a = css({ p: '2' })"),
    ).toBeUndefined()
    expect(
      inline("import { cx } from '../../styled-system/css'\nconst a = cx('a', 'b')"),
    ).toBeUndefined()
  })
})

describe('config recipes of literal variants, computed at build time', () => {
  const from = "import { button, link, field } from '../../styled-system/recipes'\n"

  it('writes the class names of the default and of the chosen variants', () => {
    const code = `${from}const a = link()\nconst b = button({ visual: 'outline', size: 'sm' })`
    expect(inline(code)).toBe(
      `${from}const a = ${result(recipes.link())}\nconst b = ${result(recipes.button({ visual: 'outline', size: 'sm' }))}`,
    )
  })

  it("writes a slot recipe's object of class names as an expression", () => {
    const out = inline(`${from}const { root, label } = field()`)
    expect(out).toBe(`${from}const { root, label } = ${result(recipes.field())}`)
  })

  it('leaves a variant chosen at run time, and what is not a call of the recipe', () => {
    expect(inline(`${from}const a = button({ size: props.size })`)).toBeUndefined()
    expect(inline(`${from}const keys = button.variantKeys`)).toBeUndefined()
    expect(inline(`${from}const [v, rest] = button.splitVariantProps({})`)).toBeUndefined()
  })
})
