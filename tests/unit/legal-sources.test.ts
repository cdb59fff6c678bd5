import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { LegalSection } from '../../src/components/content/legal-document'
import { cookieSections } from '../../src/features/cookies/cookie-content'
import { privacySections } from '../../src/features/legal/privacy-content'
import { termsSections } from '../../src/features/legal/terms-content'
import { storedItems } from '../../src/features/cookies/stored-items'
import { STORAGE_KEY } from '../../src/i18n/detect'

const root = join(__dirname, '../..')
const documents: [string, LegalSection[]][] = [
  ['terms', termsSections],
  ['privacy', privacySections],
  ['cookies', cookieSections],
]

// Every block that states something (paragraph, list, definitions, table) with where it comes from.
const clauses = (sections: LegalSection[]) =>
  sections.flatMap((s) =>
    s.blocks.flatMap((b) => {
      switch (b.kind) {
        case 'p':
          return [{ ids: [b.text.id], source: b.source }]
        case 'list':
          return [{ ids: b.items.map((i) => i.id), source: b.source }]
        case 'terms':
          return [{ ids: b.items.map((i) => i.definition.id), source: b.source }]
        case 'table':
          return [{ ids: [b.caption.id], source: b.source }]
        default:
          return []
      }
    }),
  )

describe('legal texts say where each clause comes from', () => {
  it.each(documents)(
    '%s: every clause names a spec section or the code behind it',
    (_, sections) => {
      const unsourced = clauses(sections).filter(
        (c) => c.source.length === 0 || !c.source.every((s) => /^(§[1-9]|code:\S+)$/.test(s)),
      )
      expect(unsourced).toEqual([])
    },
  )

  it.each(documents)('%s: every file a clause cites exists', (_, sections) => {
    const cited = clauses(sections)
      .flatMap((c) => c.source)
      .filter((s) => s.startsWith('code:'))
      .map((s) => s.slice('code:'.length))
    expect(cited.filter((file) => !existsSync(join(root, file)))).toEqual([])
  })

  it('keeps none of the clauses the spec does not give', () => {
    const ids = documents.flatMap(([, sections]) => clauses(sections).flatMap((c) => c.ids))
    for (const invented of [
      'legal.terms.liability.indirect',
      'legal.terms.accounts.users',
      'legal.terms.accounts.responsibility',
      'legal.privacy.purposes.contract',
      'legal.privacy.rights.text',
    ]) {
      expect(ids).not.toContain(invented)
    }
  })

  it('names the language key the site really stores', () => {
    const table = cookieSections.flatMap((s) => s.blocks).find((b) => b.kind === 'table')
    expect(table?.kind === 'table' && table.rows.map((r) => r[0]?.message)).toContain(STORAGE_KEY)
  })

  // The keys themselves are proved by a visit (tests/e2e/stored-items.spec.ts); here, that the
  // policy shows each as it is stored.
  it('shows every stored item under its own key', () => {
    for (const item of storedItems)
      expect(item.name.message, item.key).toBe(item.prefix ? `${item.key}…` : item.key)
    const tables = cookieSections.flatMap((s) => s.blocks).filter((b) => b.kind === 'table')
    expect(tables.flatMap((t) => (t.kind === 'table' ? t.rows.map((r) => r[0]) : []))).toEqual(
      storedItems.map((item) => item.name),
    )
  })
})
