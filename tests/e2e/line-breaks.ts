import type { Page } from '@playwright/test'

/**
 * What a narrow screen must not split across lines, as the browser laid it out
 * (Range.getClientRects of each word: a word split across lines has a box on a later line).
 *
 * - a heading's word: headings scale with the width (src/theme/text-styles.ts), so every word of
 *   them fits whole at 320 px; a break after a hyphen, dash or slash is a break between words;
 * - a figure with its unit, anywhere on the page: "99,5 %", "137 500 kr", "12 ton", "SEK 20
 *   million" (a no-break space from src/i18n/format.ts and in the messages).
 *
 * Returns each split as "<where>: <text>", with the lines it was split into.
 */
export function splitWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const inline = (el: Element) => ['inline', 'contents'].includes(getComputedStyle(el).display)
    /** Whether text in `a` and text in `b` flow on one line: only inline boxes between them. */
    const sameLine = (a: Element, b: Element) => {
      const inlineUpTo = (from: Element, top: Element) => {
        for (let el: Element | null = from; el && el !== top; el = el.parentElement)
          if (!inline(el)) return false
        return true
      }
      let common: Element | null = a
      while (common && !common.contains(b)) common = common.parentElement
      return !!common && inlineUpTo(a, common) && inlineUpTo(b, common)
    }
    /** The visible text under `root` as one string, and where each character comes from. */
    const textOf = (root: Element) => {
      const nodes: { node: Text; start: number }[] = []
      let text = ''
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const parent = n.parentElement
        // Not drawn, or drawn for screen readers only (1 px wide: every word on a line of its own).
        if (!parent?.checkVisibility() || parent.getBoundingClientRect().width < 2) continue
        // Text of another box (a badge, a flex item) is another word, however close it sits.
        const last = nodes.at(-1)?.node.parentElement
        if (last && !sameLine(last, parent)) text += '\n'
        nodes.push({ node: n as Text, start: text.length })
        text += n.nodeValue ?? ''
      }
      const at = (offset: number) => {
        let i = nodes.length - 1
        while (i > 0 && nodes[i]!.start > offset) i--
        return { node: nodes[i]!.node, offset: offset - nodes[i]!.start }
      }
      return { text, at }
    }
    /** The lines a piece of text was laid out on, as the text on each. */
    const lines = ({ text, at }: ReturnType<typeof textOf>, start: number, end: number) => {
      const parts: string[] = []
      let lineTop: number | undefined
      let from = start
      for (let i = start; i < end; i++) {
        const a = at(i)
        const b = at(i + 1 <= end ? i + 1 : end)
        const range = document.createRange()
        range.setStart(a.node, a.offset)
        if (b.node === a.node) range.setEnd(b.node, b.offset)
        else range.setEnd(a.node, a.node.length)
        const rect = [...range.getClientRects()].find((r) => r.width > 0)
        if (!rect) continue
        if (lineTop !== undefined && rect.top >= lineTop + rect.height / 2) {
          parts.push(text.slice(from, i))
          from = i
        }
        lineTop = rect.top
      }
      parts.push(text.slice(from, end))
      return parts
    }
    const where = (el: Element) =>
      el.id
        ? `${el.localName}#${el.id}`
        : `${el.localName} "${el.textContent?.trim().slice(0, 40)}"`
    const splits: string[] = []
    const check = (root: Element, pattern: RegExp, what: string) => {
      const laidOut = textOf(root)
      for (const match of laidOut.text.matchAll(pattern)) {
        const start = match.index + (match[0].length - match[0].trimStart().length)
        const end = match.index + match[0].trimEnd().length
        if (end <= start) continue
        const parts = lines(laidOut, start, end)
        if (parts.length > 1) splits.push(`${what} in ${where(root)}: ${parts.join(' | ')}`)
      }
    }
    // A heading's words: runs of anything but a breaking space, each ending after a hyphen, dash or
    // slash (a break there is a break between words).
    for (const heading of document.querySelectorAll('h1, h2, h3, h4, h5, h6'))
      check(heading, /[^ \t\n\r\-‐–—/]+[-‐–—/]?/g, 'heading word')
    // A figure with its unit: digits (grouped by spaces, points or commas) and a unit after them,
    // or the English currency before them ("SEK 20 million").
    const number = String.raw`\d+(?:[.,\u00a0\u202f ]\d+)*`
    const unit = String.raw`(?:%|kr\/kg|kr|kronor|MSEK|SEK|kg|ton|tonnes|miljoner|million|öre)(?![\p{L}\d])`
    const figure = new RegExp(
      String.raw`[−+-]?${number}[ \u00a0\u202f]?${unit}|[−+-]?SEK[ \u00a0\u202f]${number}(?:[ \u00a0\u202f](?:million|billion))?`,
      'gu',
    )
    check(document.body, figure, 'figure')
    return splits
  })
}
