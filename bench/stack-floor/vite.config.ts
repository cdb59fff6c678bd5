import { defineConfig, type UserConfig } from 'vite'
import react from '@vitejs/plugin-react'

/** The variants bench/stack-floor/build.ts builds, smallest first. */
export const floorVariants = ['react', 'router', 'lingui'] as const
export type FloorVariant = (typeof floorVariants)[number]

/**
 * One variant of the floor app (FLOOR_VARIANT) into FLOOR_OUT_DIR, built as the site builds (Vite
 * 8, Rolldown, plugin-react, production mode, no module-preload polyfill) but as one chunk: the
 * floor is the best case. bench/stack-floor/build.ts sets both and prerenders the result.
 */
export default defineConfig((): UserConfig => {
  const variant = process.env.FLOOR_VARIANT as FloorVariant | undefined
  if (!variant || !floorVariants.includes(variant))
    throw new Error(`FLOOR_VARIANT: one of ${floorVariants.join(', ')}`)
  return {
    root: import.meta.dirname,
    logLevel: 'warn',
    plugins: [react()],
    // No CSS at all: without this Vite would find the site's postcss.config.cjs (Panda) above.
    css: { postcss: {} },
    define: { 'import.meta.env.FLOOR_VARIANT': JSON.stringify(variant) },
    build: {
      outDir: process.env.FLOOR_OUT_DIR ?? '/tmp/stack-floor/dist',
      emptyOutDir: true,
      modulePreload: { polyfill: false },
    },
  }
})
