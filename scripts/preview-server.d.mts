export const nginxConfPath: string
export function previewConfig(
  conf: string,
  options: { root: string; port: number; runDir: string; brotli?: boolean },
): string
export function testConfig(): number
export function startPreview(
  port: number,
  options?: { brotli?: boolean; stdio?: 'inherit' | 'ignore' },
): Promise<{ origin: string; close: () => Promise<void>; exited: Promise<unknown> }>
export const chromiumPath: string
export { chromiumFlags } from './chromium.mjs'
