import { afterEach, describe, expect, it, vi } from 'vitest'
import { warmUpIntl } from '../../src/i18n/warm-up-intl'

describe('warmUpIntl (the built pages’ first script)', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
    document.documentElement.lang = ''
  })

  it('makes a number formatter of the page’s language in the next idle moment, not before', () => {
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
    const made = vi.spyOn(Intl, 'NumberFormat')
    document.documentElement.lang = 'sv'
    warmUpIntl()
    expect(made).not.toHaveBeenCalled()
    idle.splice(0).forEach((run) => run())
    expect(made).toHaveBeenCalledExactlyOnceWith('sv')
  })
})
