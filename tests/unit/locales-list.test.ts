import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import linguiConfig from '../../lingui.config'
import { locales as appLocales } from '../../src/i18n/locales'
import { locales } from '../../src/shared/locales'

/**
 * The list of languages is declared once, beside the catalogues
 * (src/shared/locales.ts, next to catalogues.ts), and its type derives from it. Everything else imports it: no other
 * file of src/ (nor lingui.config.ts) spells the list out, as a value or as a type.
 */

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name)
    if (d.isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(d.name) && d.name !== 'routeTree.gen.ts' ? [path] : []
  })
}

const Q = `['"\`]`
/** ['sv', 'en'] in any order and quoting, or the union type 'sv' | 'en'. */
const spelledOut = [
  new RegExp(`${Q}sv${Q}\\s*,\\s*${Q}en${Q}`),
  new RegExp(`${Q}en${Q}\\s*,\\s*${Q}sv${Q}`),
  new RegExp(`${Q}sv${Q}\\s*\\|\\s*${Q}en${Q}`),
  new RegExp(`${Q}en${Q}\\s*\\|\\s*${Q}sv${Q}`),
]

describe('one list of languages', () => {
  it('src/ and lingui.config.ts spell it out once: its declaration', () => {
    const found = [...sourceFiles('src'), 'lingui.config.ts'].flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => spelledOut.some((p) => p.test(line)))
        .map((line) => `${file}: ${line.trim()}`),
    )
    expect(found).toEqual(["src/shared/locales.ts: export const locales = ['sv', 'en'] as const"])
  })

  it('the app, Lingui and the catalogues on disk use that list', () => {
    expect(appLocales).toBe(locales)
    expect(linguiConfig.locales).toEqual([...locales])
    const onDisk = readdirSync('locales', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
    expect(onDisk.sort()).toEqual([...locales].sort())
  })
})
