import { useLingui } from '@lingui/react/macro'
import { css } from '../../../../styled-system/css'
import type { TranslationFiles } from '../api/api-schema'
import type { EditorView } from './editor-links'
import { useKeyFile } from './locate-key'

/** What a link asked for that is not there: the page says so, and which file it shows instead. */
export type LinkProblem =
  { kind: 'file'; file: string } | { kind: 'nowhere'; key: string } | { kind: 'key'; key: string }

/**
 * The file a link opens: the one it names, else the one holding its key, else common (the
 * first file without it). `undefined` while the list loads or the key is looked for.
 */
export function useLinkedFile(view: EditorView, list: TranslationFiles['files'] | undefined) {
  const ids: readonly string[] | undefined = list?.map((f) => f.id)
  const named = !!view.file && !!ids?.includes(view.file)
  const located = useKeyFile(view.key, ids, !named)
  const fallback = ids?.includes('common') ? 'common' : ids?.[0]
  const fileId = named
    ? view.file
    : view.key && located.file !== null
      ? (located.file ?? undefined)
      : fallback
  const problem: LinkProblem | undefined =
    view.file && ids && !named
      ? { kind: 'file', file: view.file }
      : located.file === null
        ? { kind: 'nowhere', key: view.key }
        : undefined
  return {
    fileId,
    locating: located.looking,
    problem,
    error: located.error,
    retry: located.retry,
  }
}

const box = css({
  borderWidth: '1px',
  borderColor: 'border.warning',
  borderRadius: 'lg',
  p: '4',
  bg: 'bg.canvas',
})

/** A link's file or key that is not there, and the file shown instead. */
export function LinkNotice({ problem, shown }: { problem: LinkProblem; shown: string }) {
  const { t } = useLingui()
  const file = `${shown}.po`
  const asked = problem.kind === 'file' ? problem.file : problem.key
  const text =
    problem.kind === 'file'
      ? t({
          id: 'editor.link.noFile',
          message: `Filen ”${asked}” i länken finns inte. Visar ${file}.`,
        })
      : problem.kind === 'nowhere'
        ? t({
            id: 'editor.link.noKey',
            message: `Nyckeln ${asked} i länken finns inte i någon fil. Visar ${file}.`,
          })
        : t({
            id: 'editor.link.keyElsewhere',
            message: `Nyckeln ${asked} i länken finns inte i ${file}.`,
          })
  return (
    <p role="status" className={box} data-testid="editor-link-notice">
      {text}
    </p>
  )
}
