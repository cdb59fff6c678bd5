import { useQueries, useQuery } from '@tanstack/react-query'
import { ph } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { editorKeys, fetchCatalogue, fetchFiles } from '../api/api-client'
import type { TranslationCatalogue, TranslationEntry } from '../api/api-schema'
import { suggest, translationMemory, type MemoryUnit, type TranslationMemory } from './memory'
import { button } from '../ui/button'
import { cx } from '../ui/cx'
import theme from '../ui/theme.module.css'
import styles from './suggestions.module.css'
import { useLanguageNames } from '../i18n/language-names'

/** How many suggestions a row shows: Alt+1 … Alt+3 apply them. */
const LIMIT = 3

interface Memory {
  memory: TranslationMemory
  /** Renamed ids' English from every catalogue: a rename may move a message to another file. */
  renamed: MemoryUnit[]
}

/** The memory over every catalogue, built once per set of loaded catalogues (not per row). */
let cached: { from: readonly (TranslationCatalogue | undefined)[]; memory: Memory }
function memoryOf(catalogues: readonly (TranslationCatalogue | undefined)[]) {
  if (cached?.from.length === catalogues.length && cached.from.every((c, i) => c === catalogues[i]))
    return cached.memory
  const loaded = catalogues.filter((c) => c !== undefined)
  const memory = {
    memory: translationMemory(
      loaded.flatMap((c) =>
        c.entries.map(({ key, source, target, outdated }) => ({
          file: c.id,
          key,
          source,
          target,
          ...(outdated && { outdated: outdated.previous }),
        })),
      ),
    ),
    renamed: loaded.flatMap((c) =>
      (c.renamed ?? []).map(({ key, source, target, outdated }) => ({
        file: c.id,
        key,
        source,
        target,
        // An outdated renamed English translates the Swedish it was kept with.
        ...(outdated && { outdated: source }),
      })),
    ),
  }
  cached = { from: catalogues, memory }
  return memory
}

/**
 * Every catalogue through the editor's own queries (the open file's is already loaded). Cached
 * data is fresh enough here: a row's focus mounts these observers, and the default (stale at
 * once) refetched every catalogue on each focus (bench:editor: most of the focus's time went to
 * reading and parsing 10 000 entries again). The editor's saves, file watch and invalidations
 * still update them.
 */
function useMemory() {
  const files = useQuery({ queryKey: editorKeys.files, queryFn: fetchFiles, staleTime: Infinity })
  const catalogues = useQueries({
    queries: (files.data?.files ?? []).map((f) => ({
      queryKey: editorKeys.catalogue(f.id),
      queryFn: () => fetchCatalogue(f.id),
      staleTime: Infinity,
    })),
    combine: (results) => results.map((r) => r.data),
  })
  return memoryOf(catalogues)
}

/**
 * Suggestions for the row being edited: the closest English among every catalogue's translated
 * pairs (memory.ts), exact first, then close ones with their similarity, each with the Swedish it
 * matched (an outdated one marked, with the Swedish it was translated from). A click or
 * Alt+<number> puts one into the English box.
 */
export function Suggestions(props: {
  entry: TranslationEntry
  /** `review`: an outdated suggestion is still to be reviewed (the source text it translates). */
  onApply: (target: string, review?: string) => void
}) {
  const { t, i18n } = useLingui()
  const names = useLanguageNames()
  const { memory, renamed } = useMemory()
  const { key, source } = props.entry
  const file = key.split('.')[0]!
  const found = useMemo(
    () => suggest(memory, { file, key, source }, { renamed, limit: LIMIT }),
    [memory, renamed, file, key, source],
  )
  if (!found.length) return null
  const percent = (n: number) => i18n.number(n, { style: 'percent', maximumFractionDigits: 0 })
  return (
    <div data-testid="suggestions" className={theme.stack}>
      <span className={theme.note}>{t({ id: 'editor.suggest.title', message: 'Förslag' })}</span>
      {found.map((s, i) => {
        const n = i + 1
        const { key: from, outdated } = s.unit
        const matched = s.matched
        const kind =
          s.kind === 'renamed'
            ? t({ id: 'editor.suggest.renamed', message: 'Bytt id' })
            : s.kind === 'exact'
              ? t({ id: 'editor.suggest.exact', message: 'Exakt' })
              : percent(s.similarity)
        return (
          <button
            key={s.unit.target}
            type="button"
            data-suggestion={n}
            aria-keyshortcuts={`Alt+${n}`}
            className={cx(button({ visual: 'outline', size: 'sm' }), styles.suggestion)}
            onClick={() =>
              props.onApply(s.unit.target, outdated !== undefined ? matched : undefined)
            }
          >
            <span>{`${n}. ${kind}: ${s.unit.target}`}</span>
            <span
              data-testid="suggestion-source"
              data-outdated={outdated !== undefined || undefined}
              className={cx(styles.source, outdated !== undefined ? theme.danger : theme.muted)}
            >
              {outdated !== undefined
                ? t({
                    id: 'editor.suggest.outdatedFrom',
                    message: `Inaktuell i ${from}, översatt från: ${matched}`,
                  })
                : t({
                    id: 'editor.suggest.matched',
                    comment:
                      '{language}: the language name as a label, capitalised (Intl, the UI language)',
                    message: `${ph({ language: names.label('source') })}: ${matched}`,
                  })}
            </span>
          </button>
        )
      })}
    </div>
  )
}
