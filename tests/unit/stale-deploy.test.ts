import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AnyRouter } from '@tanstack/react-router'
import type * as StaleDeploy from '../../src/components/layout/stale-deploy'

// The recovery keeps its state for the document (the phase, the URL that lost a chunk), so every
// case loads a fresh copy of the module: the file under another URL is another module, whose
// imports (React) stay the ones every other file shares. Resetting the whole module registry
// instead would give the files after this one a second copy of everything.
let copies = 0
async function freshModule() {
  copies += 1
  const copy = `../../src/components/layout/stale-deploy.ts?copy=${copies}`
  return (await import(/* @vite-ignore */ copy)) as typeof StaleDeploy
}

/** The router as the recovery sees it: loading a page or idle, and its resolved event. */
function fakeRouter(status: 'pending' | 'idle') {
  const resolved: (() => void)[] = []
  const router = {
    state: { status, matches: [] as { status: string }[] },
    subscribe: (_event: string, listener: () => void) => {
      resolved.push(listener)
      return () => undefined
    },
    invalidate: vi.fn(() => Promise.resolve()),
  }
  return {
    router: router as unknown as AnyRouter,
    state: router.state,
    invalidate: router.invalidate,
    resolve: () => resolved.forEach((l) => l()),
  }
}

/** What Vite dispatches for a failed dynamic import; true when the recovery took it over. */
function chunkFails() {
  const event = new Event('vite:preloadError', { cancelable: true })
  dispatchEvent(event)
  return event.defaultPrevented
}

const hostAnswers = () => vi.fn(() => Promise.resolve(new Response(null, { status: 200 })))
const hostUnreachable = () => vi.fn(() => Promise.reject(new TypeError('Failed to fetch')))

describe('the stale-deploy recovery (vite:preloadError while a page loads)', () => {
  let uninstall = () => {}
  let reload: ReturnType<typeof vi.fn<() => void>>
  beforeEach(() => {
    sessionStorage.clear()
    history.replaceState(null, '', '/en/contact')
    reload = vi.fn<() => void>()
    vi.spyOn(location, 'reload').mockImplementation(reload)
  })
  afterEach(() => {
    uninstall()
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  async function install(status: 'pending' | 'idle' = 'pending') {
    const mod = await freshModule()
    const fake = fakeRouter(status)
    uninstall = mod.recoverFromStaleDeploys(fake.router)
    return { ...mod, ...fake }
  }

  it('loads the URL once more when the host answers (a deploy renamed the file), blank meanwhile', async () => {
    const fetch = hostAnswers()
    vi.stubGlobal('fetch', fetch)
    const { useErrorShown } = await install()
    expect(chunkFails()).toBe(true)
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(fetch).toHaveBeenCalledWith(location.href, { method: 'HEAD', cache: 'no-store' })
    expect(sessionStorage.getItem('cirkla.reloaded:/en/contact')).toBe('1')
    // the error page the failed navigation renders meanwhile stays blank
    const { renderHook } = await import('@testing-library/react')
    expect(renderHook(() => useErrorShown()).result.current).toBe(false)
  })

  it('shows the error page instead of a second load of the same URL', async () => {
    vi.stubGlobal('fetch', hostAnswers())
    sessionStorage.setItem('cirkla.reloaded:/en/contact', '1')
    const { useErrorShown } = await install()
    expect(chunkFails()).toBe(true)
    const { renderHook } = await import('@testing-library/react')
    expect(renderHook(() => useErrorShown()).result.current).toBe(true)
    expect(reload).not.toHaveBeenCalled()
  })

  it('never reloads offline, which would end on the browser’s offline page', async () => {
    const fetch = hostAnswers()
    vi.stubGlobal('fetch', fetch)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await install()
    expect(chunkFails()).toBe(true)
    expect(fetch).not.toHaveBeenCalled()
    expect(reload).not.toHaveBeenCalled()
    expect(sessionStorage.getItem('cirkla.reloaded:/en/contact')).toBeNull()
  })

  it('never reloads when the host does not answer (online by the browser’s word only)', async () => {
    vi.stubGlobal('fetch', hostUnreachable())
    const { useErrorShown } = await install()
    expect(chunkFails()).toBe(true)
    const { renderHook } = await import('@testing-library/react')
    const shown = renderHook(() => useErrorShown())
    await vi.waitFor(() => expect(shown.result.current).toBe(true))
    expect(reload).not.toHaveBeenCalled()
  })

  it('leaves a failure outside a page load alone (a hover preload: the navigation retries it)', async () => {
    const fetch = hostAnswers()
    vi.stubGlobal('fetch', fetch)
    await install('idle')
    expect(chunkFails()).toBe(false)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('forgets the URL once it rendered, so a later deploy in the same tab recovers too', async () => {
    vi.stubGlobal('fetch', hostAnswers())
    sessionStorage.setItem('cirkla.reloaded:/en/contact', '1')
    const { resolve, state } = await install()
    state.matches = [{ status: 'error' }]
    resolve()
    expect(sessionStorage.getItem('cirkla.reloaded:/en/contact')).toBe('1')
    state.matches = [{ status: 'success' }]
    resolve()
    expect(sessionStorage.getItem('cirkla.reloaded:/en/contact')).toBeNull()
  })

  it('Retry loads a new document for a lost chunk online, and asks the router again otherwise', async () => {
    vi.stubGlobal('fetch', hostAnswers())
    sessionStorage.setItem('cirkla.reloaded:/en/contact', '1')
    const { retry, router, invalidate } = await install()
    const reset = vi.fn()
    retry(router, reset) // no chunk lost: the router tries again
    expect(invalidate).toHaveBeenCalledTimes(1)
    chunkFails()
    retry(router, reset)
    expect(reload).toHaveBeenCalledTimes(1)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    retry(router, reset) // offline a new document would be the browser's error page
    expect(invalidate).toHaveBeenCalledTimes(2)
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
