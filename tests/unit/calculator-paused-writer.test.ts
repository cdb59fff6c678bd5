import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { entryDraft, keepDraft, pausedWriter } from '../../src/features/calculator/paused-writer'

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

describe("a history entry's draft", () => {
  it('is kept for the entry typed in last, and replaced by the next', () => {
    expect(entryDraft('a')).toBeUndefined()
    keepDraft('a', { transports: 1 })
    expect(entryDraft('a')).toEqual({ transports: 1 })
    keepDraft('b', { transports: 2 })
    expect(entryDraft('a')).toBeUndefined()
    expect(entryDraft('b')).toEqual({ transports: 2 })
    expect(entryDraft(undefined)).toBeUndefined()
  })

  it('survives storage that holds something else', () => {
    sessionStorage.setItem('cirkla.calculator.draft', 'not json')
    expect(entryDraft('a')).toBeUndefined()
    keepDraft('c', { transports: 4 })
    expect(entryDraft('c')).toEqual({ transports: 4 })
  })
})
