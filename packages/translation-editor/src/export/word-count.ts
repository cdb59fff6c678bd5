// pocount's word count (translate-toolkit, tools/pocount.py and lang/common.py): tags out, a
// `<br>` a line break, a dot between two non-digits a space, then whitespace-separated words
// with their punctuation stripped. An agency quotes from its CAT tool's count, which counts
// this way; the export panel shows the same figure so both sides talk about one number.
const BR = /<br\s*?\/?>/g
const TAG = /<([\w.:]+)(\s([\w.:]+=(("[^"]*?")|('[^']*?')))?)*\/?>|<\/([\w.]+)>/g
const DOT = /\D\.\D/g
const PUNCTUATION = new Set(
  '.,;:!?-@#$%^*_()[]{}/\\\'`"<>' +
    '‘’‛“”„‟′″‴‵‶‷‹›«»' +
    '¿¡' +
    '،؟؛÷' +
    '。、，；！？「」『』【】' +
    '।॥॰' +
    '።፤፣' +
    '…±°¹²³·©®×£¥€',
)

/** Whether pocount keeps the word: something is left once its punctuation is stripped. */
function isWord(word: string): boolean {
  for (const char of word) if (!PUNCTUATION.has(char)) return true
  return false
}

/** The words pocount counts in one text. */
export function wordCount(text: string): number {
  const plain = text.replace(BR, '\n').replace(TAG, '').replace(DOT, ' ')
  return plain.split(/\s+/).filter(isWord).length
}
