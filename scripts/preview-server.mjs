// Starts `vite preview` on the production build (dist/) for the benchmark scripts.
import { preview } from 'vite'

export async function startPreview(port) {
  const server = await preview({
    preview: { port, strictPort: true, host: '127.0.0.1' },
    logLevel: 'warn',
  })
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() }
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export { chromiumFlags } from './chromium.ts'
