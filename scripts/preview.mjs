// `npm run preview`: dist/ served by nginx with deploy/nginx.conf, in the foreground, on PORT
// (default 4173); no root needed. `--check` runs `nginx -t` on the config instead (npm test).
import { startPreview, testConfig } from './preview-server.ts'

try {
  if (process.argv.includes('--check')) process.exit(testConfig())
  const server = await startPreview(Number(process.env.PORT ?? 4173), { stdio: 'inherit' })
  console.log(`dist/ served by nginx with deploy/nginx.conf on ${server.origin}/ (Ctrl-C stops it)`)
  let stopping = false
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.once(signal, () => {
      stopping = true
      void server.close().then(() => process.exit(0))
    })
  // nginx gone on its own: so is the preview (a web server that answers nothing must not linger).
  void server.exited.then(() => stopping || process.exit(1))
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
