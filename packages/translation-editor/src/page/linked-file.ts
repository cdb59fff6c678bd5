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
