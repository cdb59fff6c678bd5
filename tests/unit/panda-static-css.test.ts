import { describe, expect, it } from 'vitest'
import { css } from '../../styled-system/css'
import { inlineStaticCss } from '../../scripts/panda-static-css'

const header = "import { css } from '../../styled-system/css'\n"
const inline = (code: string, id = '/app/src/x.tsx') => inlineStaticCss(code, id, css)?.toString()

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
    expect(inline(code)).toBe(`${header}export const a = ${JSON.stringify(css(style))}\n`)
  })

  it('merges several literal arguments as css() does', () => {
    const code = `${header}const a = css({ p: '2', color: 'red' }, { color: 'blue' })`
    expect(inline(code)).toBe(
      `${header}const a = ${JSON.stringify(css({ p: '2', color: 'red' }, { color: 'blue' }))}`,
    )
  })

  it('follows the import under another name, and in JSX', () => {
    const code =
      "import { css as style } from '../styled-system/css'\n" +
      "export const A = () => <p className={style({ textStyle: 'small' })} />"
    expect(inline(code)).toContain(`className={${JSON.stringify(css({ textStyle: 'small' }))}}`)
  })

  it('leaves every call that holds a value known only at run time', () => {
    const dynamic = [
      'css({ color: tone })',
      "css({ p: big ? '8' : '4' })",
      "css({ ...base, p: '2' })",
      "css(open && { display: 'block' })",
      'css({ w: `${n}px` })',
      'css({ [key]: 1 })',
      'css()',
    ]
    for (const call of dynamic) expect(inline(`${header}const a = ${call}`), call).toBeUndefined()
  })

  it('touches no module without Panda css, nor another function named css', () => {
    expect(inline("const a = css({ p: '2' })")).toBeUndefined()
    expect(
      inline("import { css } from 'somewhere-else'\nconst a = css({ p: '2' })"),
    ).toBeUndefined()
  })
})
