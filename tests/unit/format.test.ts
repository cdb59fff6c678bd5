import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parsePo } from 'pofile-ts'
import { describe, expect, it } from 'vitest'
import {
  formatCompact,
  formatDate,
  formatNumber,
  formatPercent,
  formatSek,
  formatSekPerKg,
} from '../../src/i18n/format'
import { initials } from '../../src/features/about/team-members'

// Intl separates groups and units with no-break spaces; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')

describe('locale formatting of figures', () => {
  it('formats kronor the Swedish and the British way', () => {
    expect(plain(formatSek(137_500, 'sv'))).toBe('137 500 kr')
    expect(plain(formatSek(137_500, 'en'))).toBe('SEK 137,500')
    expect(plain(formatSek(68.75, 'sv'))).toBe('68,75 kr')
    expect(plain(formatSek(343.75, 'en'))).toBe('SEK 343.75')
  })

  it('keeps two decimals for fees per kilogram, including trailing zeros', () => {
    expect(plain(formatSekPerKg(2.75, 'sv'))).toBe('2,75 kr/kg')
    expect(plain(formatSekPerKg(12.9, 'en'))).toBe('SEK 12.90/kg')
    expect(plain(formatSekPerKg(0.05, 'sv'))).toBe('0,05 kr/kg')
  })

  it('formats percentages with the locale spacing and optional sign', () => {
    expect(plain(formatPercent(25, 'sv'))).toBe('25 %')
    expect(formatPercent(25, 'en')).toBe('25%')
    expect(plain(formatPercent(1.5, 'sv'))).toBe('1,5 %')
    expect(formatPercent(40, 'en', { signed: true })).toBe('+40%')
    expect(plain(formatPercent(-30, 'sv', { signed: true }))).toBe('−30 %')
    // the typographic minus (U+2212) in English too, where Intl writes a hyphen (the fleet page)
    expect(formatPercent(-30, 'en', { signed: true })).toBe('\u221230%')
    expect(formatPercent(99.5, 'en')).toBe('99.5%')
  })

  it('groups thousands and writes large round figures in words', () => {
    expect(plain(formatNumber(340_000, 'sv'))).toBe('340 000')
    expect(formatNumber(340_000, 'en')).toBe('340,000')
    expect(plain(formatCompact(35_000_000, 'sv'))).toBe('35 miljoner')
    expect(plain(formatCompact(1_500_000, 'en'))).toBe('1.5 million')
    expect(plain(formatCompact(2_000_000_000, 'sv'))).toBe('2 miljarder')
  })

  it('writes dates in words', () => {
    expect(formatDate('2026-01-01', 'sv')).toBe('1 januari 2026')
    expect(formatDate('2026-01-01', 'en')).toBe('1 January 2026')
  })
})

// A figure stays with its unit on a narrow screen ("99,5 |%" must not happen).
describe('a figure stays with its unit', () => {
  it('the format layer writes no space a line may break at', () => {
    const written = (['sv', 'en'] as const).flatMap((lang) => [
      formatSek(137_500, lang),
      formatSek(68.75, lang),
      formatSekPerKg(2.75, lang),
      formatPercent(99.5, lang),
      formatPercent(-30, lang, { signed: true }),
      formatNumber(1_340_000.5, lang),
      formatCompact(35_000_000, lang),
      formatCompact(2_000_000_000, lang),
    ])
    expect(written.filter((s) => /\s/.test(s.replace(/[\u00a0\u202f]/g, '')))).toEqual([])
  })

  it('every message keeps a figure or a figure placeholder and its unit together with a no-break space', () => {
    const unit = String.raw`(?:%|kr\b|kronor\b|MSEK\b|SEK\b|kg\b|ton\b|tonnes\b|miljoner\b|million\b|öre\b)`
    const apart = new RegExp(
      String.raw`(?:\d|\})[ \t\n]${unit}|\bSEK[ \t\n](?:\d|\{)|\d[ \t\n](?:million|miljoner)\b`,
    )
    const found: string[] = []
    for (const lang of ['sv', 'en']) {
      const dir = join('locales', lang)
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.po'))) {
        for (const item of parsePo(readFileSync(join(dir, file), 'utf8')).items) {
          const text = item.msgstr.join('')
          if (apart.test(text)) found.push(`${lang}/${file} ${item.msgid}: ${text}`)
        }
      }
    }
    expect(found).toEqual([])
  })
})

describe('team initials', () => {
  it('takes the first letter of the first and the last name', () => {
    expect(initials('Anna Exempel')).toBe('AE')
    expect(initials('  åsa  maria  öberg ')).toBe('ÅÖ')
    expect(initials('Cher')).toBe('C')
    expect(initials('')).toBe('')
  })
})
