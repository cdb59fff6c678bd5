import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pausedWriter } from '../../src/features/calculator/paused-writer'
import {
  entryDraft,
  followEntry,
  keepDraft,
  type EntryDraft,
} from '../../src/features/calculator/entry-draft'

// The calculator's URL writer on its own: what the visitor changes is written once they pause,
// at once at a commit, never after something else overtook it; the latest value wins.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] })
})
afterEach(() => {
  vi.useRealTimers()
  sessionStorage.clear()
})

describe('pausedWriter', () => {
  it('writes the latest value once, when the pause after the last change ends', () => {
    const writes: number[] = []
    const writer = pausedWriter<number>(() => 1000)
    const write = (value: number) => writes.push(value)
    writer.set(1, write)
    vi.advanceTimersByTime(999)
    writer.set(2, write)
    vi.advanceTimersByTime(999)
    expect(writes).toEqual([])
    vi.advanceTimersByTime(1)
    expect(writes).toEqual([2])
    vi.advanceTimersByTime(10_000)
    expect(writes).toEqual([2])
  })

  it('writes at once at a commit, and nothing more when the pause would have ended', () => {
    const writes: number[] = []
    const writer = pausedWriter<number>(() => 1000)
    writer.set(3, (value) => writes.push(value))
    writer.flush()
    expect(writes).toEqual([3])
    writer.flush()
    vi.advanceTimersByTime(10_000)
    expect(writes).toEqual([3])
  })

  it('writes nothing once overtaken (dropped)', () => {
    const writes: number[] = []
    const writer = pausedWriter<number>(() => 1000)
    writer.set(4, (value) => writes.push(value))
    writer.drop()
    writer.flush()
    vi.advanceTimersByTime(10_000)
    expect(writes).toEqual([])
  })

  it('writes after the frame being made, not within it; a later change is what it writes', () => {
    const writes: number[] = []
    const writer = pausedWriter<number>(() => 1000)
    const write = (value: number) => writes.push(value)
    writer.set(5, write)
    writer.flushAfterPaint()
    expect(writes).toEqual([])
    writer.set(6, write)
    vi.advanceTimersToNextFrame()
    expect(writes).toEqual([])
    // (the task right after the frame: a timer of the least delay)
    vi.advanceTimersByTime(1)
    expect(writes).toEqual([6])
    vi.advanceTimersByTime(10_000)
    expect(writes).toEqual([6])
  })
})

/** A draft with `transports` typed, and the calculation the result showed. */
const draft = (transports: string, calculated: EntryDraft['calculated'] = null): EntryDraft => ({
  values: { transports, weight: '25', material: 'wood', business: 100 },
  calculated,
})

describe("a history entry's draft", () => {
  it("is kept per entry: typing on one entry never loses another's; the next draft of an entry replaces its last", () => {
    expect(entryDraft('a')).toBeUndefined()
    keepDraft('a', draft('1'))
    keepDraft(
      'b',
      draft('2 000', { transports: 2, weightKg: 25, material: 'wood', businessPercentage: 100 }),
    )
    expect(entryDraft('a')).toEqual(draft('1'))
    expect(entryDraft('b')?.values.transports).toBe('2 000')
    expect(entryDraft('b')?.calculated?.transports).toBe(2)
    keepDraft('a', draft('3'))
    expect(entryDraft('a')).toEqual(draft('3'))
    expect(entryDraft(undefined)).toBeUndefined()
  })

  it('follows its entry to the new key a replaced URL gives it', () => {
    keepDraft('a', draft('1'))
    followEntry('a', 'b')
    expect(entryDraft('b')).toEqual(draft('1'))
    followEntry('none', 'c')
    expect(entryDraft('c')).toBeUndefined()
  })

  it('keeps the entries typed in last, a few', () => {
    for (let i = 0; i < 12; i++) keepDraft(`e${i}`, draft(String(i)))
    expect(entryDraft('e0')).toBeUndefined()
    expect(entryDraft('e1')).toBeUndefined()
    expect(entryDraft('e2')).toEqual(draft('2'))
    expect(entryDraft('e11')).toEqual(draft('11'))
  })

  it('survives storage that holds something else', () => {
    sessionStorage.setItem('cirkla.calculator.drafts', 'not json')
    expect(entryDraft('a')).toBeUndefined()
    keepDraft('c', draft('4'))
    expect(entryDraft('c')).toEqual(draft('4'))
    // Something else under the name: no draft.
    sessionStorage.setItem('cirkla.calculator.drafts', JSON.stringify([['c', { transports: 4 }]]))
    expect(entryDraft('c')).toBeUndefined()
  })
})
