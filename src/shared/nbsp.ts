// Non-breaking spaces (U+00A0) hold a number to its unit ("{tonnes} ton", "100 %") and the
// groups of a number together on a line. They are invisible in every text box, so retyping a
// text replaces them with plain spaces unseen. scripts/check-catalogs.ts compares each message
// with its committed version; the translation editor can ask the same of a row's new text.
const NBSP = '\u00a0'

/**
 * The places where `before` held a non-breaking space and `after`, the same text edited, holds a
 * plain one between the same words: each as the words around it ("{tonnes} ton"). A rewrite that
 * no longer has those words drops nothing.
 */
function droppedNbsp(before: string, after: string): string[] {
  const dropped: string[] = []
  const words = before.split(/([ \u00a0])/)
  for (let i = 1; i < words.length - 1; i += 2) {
    if (words[i] !== NBSP) continue
    const [left, right] = [words[i - 1]!, words[i + 1]!]
    if (after.includes(`${left} ${right}`) && !after.includes(`${left}${NBSP}${right}`))
      dropped.push(`${left} ${right}`)
  }
  return dropped
}

/** The messages of a catalogue (id -> text) that lost a non-breaking space since `before`. */
export function messagesDroppingNbsp(
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
): Array<{ id: string; words: string }> {
  return [...before].flatMap(([id, text]) =>
    droppedNbsp(text, after.get(id) ?? '').map((words) => ({ id, words })),
  )
}
