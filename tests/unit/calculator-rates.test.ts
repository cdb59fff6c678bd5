import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parsePo } from 'pofile-ts'
import { rates } from '../../src/config/rates'

/**
 * The spec (§9, "Producer-responsibility figures") dates only the plastic fees ("from
 * 1 January 2026") and gives no tax basis. Nothing in the rate module, nor any calculator message,
 * may claim more.
 */
const specDates: Record<string, string> = { 'perKg.plastic.appliesFrom': '2026-01-01' }
const DATE_WORD = /^(date|from|asof|as|of|valid|until|since|effective|year)$/i
/** The words of a camelCase key: appliesFrom -> applies, From. */
const words = (path: string) => path.split('.').flatMap((key) => key.split(/(?=[A-Z])/))
const TAX_WORD = /^(vat|tax|moms|excl|excluded|incl|included|gross|net)$/i
const ISO_DATE = /\d{4}-\d{2}-\d{2}|\b20\d\d\b/

function leaves(value: unknown, path: string[] = []): [string, unknown][] {
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, v]) => leaves(v, [...path, key]))
  return [[path.join('.'), value]]
}

describe('the rate module claims no date or tax basis the spec does not give', () => {
  const all = leaves(rates)

  it('carries exactly the spec’s dates', () => {
    const dated = all.filter(
      ([path, value]) =>
        words(path).some((w) => DATE_WORD.test(w)) ||
        (typeof value === 'string' && ISO_DATE.test(value)),
    )
    expect(Object.fromEntries(dated)).toEqual(specDates)
  })

  it('carries no tax basis', () => {
    expect(
      all.filter(
        ([path, value]) =>
          words(path).some((w) => TAX_WORD.test(w)) ||
          (typeof value === 'string' && /\b(vat|moms|exkl|excl|incl)/i.test(value)),
      ),
    ).toEqual([])
    // Not even in its comments.
    const source = readFileSync('src/config/rates.ts', 'utf8')
    expect(source).not.toMatch(/excl\.? VAT|excluding VAT|exkl|moms|\bvat\s*:|asOf/i)
  })

  it('no calculator message mentions VAT or dates the rates', () => {
    for (const lang of ['sv', 'en']) {
      const po = parsePo(readFileSync(`locales/${lang}/calculator.po`, 'utf8'))
      const texts = po.items.map((item) => `${item.msgid}: ${item.msgstr.join('')}`)
      expect(
        texts.filter((t) => /\bmoms\b|\bVAT\b|\bexkl|\bexcl|asOf/i.test(t)),
        lang,
      ).toEqual([])
    }
  })
})
