import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { resolveConfig } from 'vite'
import { expect, it } from 'vitest'

// TanStack Form's form groups resolve to a stand-in in the build (vite.config.ts,
// src/shared/no-form-groups.ts). These fail when the package moves or renames what is replaced,
// or grows an export the stand-in lacks.
const esm = join(process.cwd(), 'node_modules/@tanstack/react-form/dist/esm')

it("resolves TanStack Form's form-group module to the stand-in, from the package only", async () => {
  const config = await resolveConfig({ configFile: 'vite.config.ts' }, 'build', 'production')
  const plugin = config.plugins.find((p) => p.name === 'cirkla:without-form-groups')
  const hook = plugin?.resolveId
  if (!hook || typeof hook !== 'object') throw new Error('the plugin is not in the build')
  const resolve = (source: string, importer: string) =>
    hook.filter?.id instanceof RegExp && hook.filter.id.test(source)
      ? hook.handler.call({} as never, source, importer, { isEntry: false } as never)
      : undefined
  const standIn = join(process.cwd(), 'src/shared/no-form-groups.ts')
  expect(resolve('./useFormGroup.js', join(esm, 'useForm.js'))).toBe(standIn)
  expect(resolve('./useFormGroup.js', join(esm, 'index.js'))).toBe(standIn)
  // Any other module's file of that name is its own.
  expect(resolve('./useFormGroup.js', join(process.cwd(), 'src/main.tsx'))).toBeUndefined()
})

it('replaces every export of the real module, which useForm still imports', async () => {
  const useForm = await readFile(join(esm, 'useForm.js'), 'utf8')
  expect(useForm).toMatch(/import \{ FormGroup \} from "\.\/useFormGroup\.js"/)
  const real = (await import(join(esm, 'useFormGroup.js'))) as Record<string, unknown>
  const standIn: Record<string, unknown> = await import('../../src/shared/no-form-groups')
  expect(Object.keys(standIn).sort()).toEqual(Object.keys(real).sort())
  expect(() => (standIn.useFormGroup as () => void)()).toThrow(/left out of this build/)
})
