/**
 * Minimal Gettext .po reader and writer for Lingui catalogues with explicit ids (msgid = key).
 * Ported from scripts/lib/po.mjs; the writer emits only what `lingui compile` reads.
 */
export function parsePo(text: string): Map<string, string> {
  const entries = new Map<string, string>()
  let field: 'id' | 'str' | null = null
  let id = ''
  let str = ''
  const flush = () => {
    if (id) entries.set(id, str)
    id = ''
    str = ''
  }
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\r$/, '')
    if (line.startsWith('msgid ')) {
      flush()
      field = 'id'
      id = JSON.parse(line.slice(6)) as string
    } else if (line.startsWith('msgstr ')) {
      field = 'str'
      str = JSON.parse(line.slice(7)) as string
    } else if (line.startsWith('"') && field) {
      if (field === 'id') id += JSON.parse(line) as string
      else str += JSON.parse(line) as string
    } else if (!line.trim()) {
      field = null
    }
  }
  flush()
  return entries
}

/** A .po string literal: JSON escaping is a superset of what gettext needs (\", \\, \n, \t). */
function quote(text: string): string {
  // gettext has no \u escapes; JSON only emits them for control characters, which we drop.
  // eslint-disable-next-line no-control-regex
  return JSON.stringify(text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, ''))
}

export function serializePo(
  lang: string,
  entries: ReadonlyArray<{ key: string; text: string }>,
): string {
  // Built from JSON.stringify pieces: gettext syntax, not copy.
  const pair = (id: string, str: string) => [['msgid', quote(id)].join(' '), ['msgstr', quote(str)].join(' ')]
  const headerFields = [
    JSON.stringify('MIME-Version: 1.0\n'),
    JSON.stringify('Content-Type: text/plain; charset=utf-8\n'),
    JSON.stringify('Content-Transfer-Encoding: 8bit\n'),
    JSON.stringify('X-Generator: cirkla-translation-editor\n'),
    JSON.stringify(`Language: ${lang}\n`),
  ]
  const body = [...entries]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .flatMap((e) => [JSON.parse('"#. js-lingui-explicit-id"') as string, ...pair(e.key, e.text), ''])
  return [...pair('', ''), ...headerFields, '', ...body].join('\n')
}
