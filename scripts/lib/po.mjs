/** Minimal .po reader: Map msgid -> msgstr (multi-line strings joined, escapes resolved). */
export function parsePo(text) {
  const entries = new Map()
  let key = null
  let id = ''
  let str = ''
  const flush = () => {
    if (id) entries.set(id, str)
    id = ''
    str = ''
  }
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) {
      flush()
      key = 'id'
      id = JSON.parse(line.slice(6))
    } else if (line.startsWith('msgstr ')) {
      key = 'str'
      str = JSON.parse(line.slice(7))
    } else if (line.startsWith('"') && key) {
      if (key === 'id') id += JSON.parse(line)
      else str += JSON.parse(line)
    } else if (!line.trim()) {
      key = null
    }
  }
  flush()
  return entries
}
