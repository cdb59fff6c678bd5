/**
 * A write that follows what the visitor does once they pause (`set`), or at once at a commit
 * (`flush`); `drop` forgets what is pending when something else overtakes it. Only the latest
 * value is kept, with the latest write given: a second edit replaces the first.
 */
export function pausedWriter<T>(pauseMs: () => number) {
  let pending: { value: T; write: (value: T) => void } | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const drop = () => {
    clearTimeout(timer)
    const was = pending
    pending = undefined
    return was
  }
  const flush = () => {
    const was = drop()
    was?.write(was.value)
  }
  return {
    set(value: T, write: (value: T) => void) {
      drop()
      pending = { value, write }
      timer = setTimeout(flush, pauseMs())
    },
    flush,
    drop,
    /** Written at once after the frame that is being made has painted (not within it). */
    flushAfterPaint() {
      clearTimeout(timer)
      requestAnimationFrame(() => {
        if (pending) timer = setTimeout(flush)
      })
    },
  }
}
