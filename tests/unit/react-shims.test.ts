import { join } from 'node:path'
import { resolveConfig } from 'vite'
import { expect, it } from 'vitest'

// Loading the build's config (bundling vite.config.ts, importing every plugin) is the file's
// one-time setup, done while Vitest collects it: inside the test, its cost would count against the
// test's timeout, which a busy machine's share of a core cannot meet. The test asks the result.
const config = await resolveConfig({ configFile: 'vite.config.ts' }, 'build', 'production')

// The pre-18 shim carries a second implementation of the hook, never used with React 19: the
// build resolves it to React's own (vite.config.ts, src/shared/use-sync-external-store.ts).
it("resolves Lingui's use-sync-external-store/shim to React's own hook in the build", async () => {
  const resolve = config.createResolver()
  expect(await resolve('use-sync-external-store/shim', join(process.cwd(), 'src/main.tsx'))).toBe(
    join(process.cwd(), 'src/shared/use-sync-external-store.ts'),
  )
})
