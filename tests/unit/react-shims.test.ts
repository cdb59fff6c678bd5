import { join } from 'node:path'
import { resolveConfig } from 'vite'
import { expect, it } from 'vitest'

// The pre-18 shim carries a second implementation of the hook, never used with React 19: the
// build resolves it to React's own (vite.config.ts, src/shared/use-sync-external-store.ts).
it("resolves Lingui's use-sync-external-store/shim to React's own hook in the build", async () => {
  const config = await resolveConfig({ configFile: 'vite.config.ts' }, 'build', 'production')
  const resolve = config.createResolver()
  expect(await resolve('use-sync-external-store/shim', join(process.cwd(), 'src/main.tsx'))).toBe(
    join(process.cwd(), 'src/shared/use-sync-external-store.ts'),
  )
})
