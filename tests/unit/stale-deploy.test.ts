import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// The module notes TanStack's reload markers when it loads (a document's start), so every case
// loads a fresh copy after arranging sessionStorage.
async function freshModule() {
  vi.resetModules()
  return import('../../src/components/layout/stale-deploy')
}

const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: http://localhost/assets/contact-abc123.js',
)
const tanstackMarker = `tanstack_router_reload:${chunkError.message}`

describe('recoveryFor: what the error page does with an error', () => {
  beforeEach(() => {
    sessionStorage.clear()
    history.replaceState(null, '', '/en/contact')
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('shows the error page for anything but a failed chunk', async () => {
    const { recoveryFor } = await freshModule()
    expect(recoveryFor(new Error('boom'))).toBe('show')
    expect(recoveryFor('not even an error')).toBe('show')
  })

  it('reloads once for a failed chunk, then shows nothing until the new document arrives', async () => {
    const { recoveryFor, reloadOnce } = await freshModule()
    expect(recoveryFor(chunkError)).toBe('reload')
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => {})
    reloadOnce()
    expect(reload).toHaveBeenCalledTimes(1)
    // The router settling after the failed navigation renders the error page again meanwhile.
    expect(recoveryFor(chunkError)).toBe('reloading')
  })

  it('shows the error page in the reloaded document when the chunk is still missing', async () => {
    sessionStorage.setItem('cirkla.reloaded:/en/contact', '1')
    const { recoveryFor } = await freshModule()
    expect(recoveryFor(chunkError)).toBe('show')
  })

  it("shows nothing while TanStack's own reload of this document is under way", async () => {
    const { recoveryFor } = await freshModule()
    sessionStorage.setItem(tanstackMarker, '1') // what lazyRouteComponent does before reloading
    expect(recoveryFor(chunkError)).toBe('reloading')
  })

  it("shows the error page after TanStack's reload, without a second one", async () => {
    sessionStorage.setItem(tanstackMarker, '1')
    const { recoveryFor } = await freshModule()
    expect(recoveryFor(chunkError)).toBe('show')
  })

  it('never reloads by itself without storage to guard against a loop', async () => {
    const { recoveryFor } = await freshModule()
    vi.stubGlobal('sessionStorage', undefined) // storage blocked: every access throws
    expect(recoveryFor(chunkError)).toBe('show')
  })
})
