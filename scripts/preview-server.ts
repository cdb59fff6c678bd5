// The production host, locally: nginx with the repository's deploy/nginx.conf serving dist/, for
// `npm run preview`, the e2e suite (playwright.config.ts) and the benchmarks. The config is the
// shipped file with only what cannot be the same on a developer's machine replaced (port, root,
// the temporary directories nginx insists on creating), so what the tests prove is what deploys.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join, resolve } from 'node:path'

/** The config that deploys (the Dockerfile copies this very file). */
export const nginxConfPath = 'deploy/nginx.conf'

const install = 'apt-get install -y nginx libnginx-mod-http-brotli-static'

/** Where the shipped config puts the site; the preview puts dist/ there instead. */
const shippedRoot = '/srv/cirkla/dist'

/**
 * The shipped config, made runnable without root on `port`: every replacement must match exactly
 * once, so a change to deploy/nginx.conf that the preview would silently stop mirroring fails here.
 * `brotli: false` is the same host with gzip only (bench:real's comparison).
 */
export function previewConfig(
  conf: string,
  {
    root,
    port,
    runDir,
    brotli = true,
    asRoot = false,
  }: { root: string; port: number; runDir: string; brotli?: boolean; asRoot?: boolean },
): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${join(runDir, name)};`)
    .join('\n')
  const replacements: [RegExp, string][] = [
    [/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`],
    // IPv6 may be off on a developer's machine; the preview answers on 127.0.0.1 only.
    [/^\s*listen \[::\]:80;\n/m, ''],
    [new RegExp(`^(\\s*)root ${shippedRoot};$`, 'm'), `$1root ${root};`],
    // /var/log/nginx needs root; the e2e suite and the benchmarks would only fill a file.
    [/^(\s*)access_log \/var\/log\/nginx\/access\.log;$/m, '$1access_log off;'],
    // Debian's nginx would create these under /var/lib/nginx, which needs root.
    [/^http \{$/m, `http {\n${temp}`],
    ...(brotli ? [] : [[/^(\s*)brotli_static on;$/m, '$1brotli_static off;'] as [RegExp, string]]),
    // Started by root, nginx's workers drop to its unprivileged default user (`nobody`), which
    // cannot read a checkout in a private directory (root's home, `mktemp -d`): every page was a 404
    // ("Permission denied" in the error log). The preview serves the invoker's own files, so its
    // workers run as the invoker; the shipped config keeps the unprivileged default.
    ...(asRoot
      ? [[/^worker_processes auto;$/m, 'user root;\nworker_processes auto;'] as [RegExp, string]]
      : []),
  ]
  return replacements.reduce((text, [pattern, replacement]) => {
    const matches = text.match(new RegExp(pattern.source, `${pattern.flags}g`))?.length ?? 0
    if (matches !== 1)
      throw new Error(`${nginxConfPath}: expected one ${pattern} to replace, found ${matches}`)
    return text.replace(pattern, replacement)
  }, conf)
}

/** nginx's binary: NGINX_PATH, Debian's /usr/sbin/nginx (not on a user's PATH), then PATH. */
function nginxBinary(): string {
  const candidates = [
    process.env.NGINX_PATH,
    '/usr/sbin/nginx',
    ...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'nginx')),
  ]
  const found = candidates.find((p) => !!p && existsSync(p))
  if (found) return found
  throw new Error(`nginx is not installed: ${install} (or set NGINX_PATH)`)
}

/**
 * Writes the runnable config into a fresh directory; returns nginx's arguments for it. `global`:
 * more main-context directives (nginx reads only its last -g).
 */
function prepare({
  port,
  brotli,
  root = 'dist',
  global = '',
}: {
  port: number
  brotli: boolean
  root?: string
  global?: string
}) {
  const conf = readFileSync(nginxConfPath, 'utf8')
  const module = /^load_module (\S+);$/m.exec(conf)?.[1]
  if (module && !existsSync(module))
    throw new Error(`nginx's brotli module is missing (${module}): ${install}`)
  const runDir = mkdtempSync(join(tmpdir(), 'cirkla-nginx-'))
  const file = join(runDir, 'nginx.conf')
  const asRoot = process.getuid?.() === 0
  writeFileSync(file, previewConfig(conf, { root: resolve(root), port, runDir, brotli, asRoot }))
  // -e: errors to stderr before the config is read (Debian's default, not every build's).
  const args = [
    '-p',
    `${runDir}/`,
    '-c',
    file,
    '-e',
    'stderr',
    '-g',
    `pid ${runDir}/nginx.pid;${global}`,
  ]
  return { bin: nginxBinary(), args, runDir }
}

/** `nginx -t` on the shipped config (npm test): returns nginx's exit status. */
export function testConfig(): number {
  const { bin, args, runDir } = prepare({ port: 4173, brotli: true })
  console.log(`nginx -t on ${nginxConfPath} (as the preview runs it, in ${runDir}):`)
  const result = spawnSync(bin, ['-t', ...args], { stdio: 'inherit' })
  rmSync(runDir, { recursive: true, force: true })
  return result.status ?? 1
}

/**
 * Starts nginx in the foreground on 127.0.0.1:`port` and resolves once it answers. `root`: the
 * build to serve (bench:real compares two builds side by side, BENCH_DIRS).
 */
export async function startPreview(
  port: number,
  {
    brotli = true,
    stdio = 'ignore',
    root = 'dist',
  }: { brotli?: boolean; stdio?: 'inherit' | 'ignore'; root?: string } = {},
): Promise<{ origin: string; close: () => Promise<void>; exited: Promise<unknown> }> {
  if (!existsSync(join(root, 'index.html')))
    throw new Error(`${root}/ is missing: run \`npm run build\``)
  // Another server on the port would answer the readiness check below while this nginx, unable
  // to bind, retries for seconds before it exits: a benchmark once measured a stale build so.
  const origin = `http://127.0.0.1:${port}`
  const taken = await fetch(`${origin}/`, { method: 'HEAD' }).then(
    () => true,
    () => false,
  )
  if (taken) throw new Error(`port ${port} is in use: another server answers there`)
  const { bin, args, runDir } = prepare({ port, brotli, root, global: ' daemon off;' })
  const child = spawn(bin, args, {
    stdio: ['ignore', stdio, stdio === 'inherit' ? 'inherit' : 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()))
  const exited = new Promise((done) => child.once('exit', done))
  const close = async () => {
    // SIGQUIT: nginx's graceful stop (finishes the requests it is serving).
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT')
    await exited
    rmSync(runDir, { recursive: true, force: true })
  }
  const running = () => child.exitCode === null && child.signalCode === null
  for (let tries = 0; ; tries++) {
    if (!running()) {
      rmSync(runDir, { recursive: true, force: true })
      throw new Error(`nginx exited (${child.exitCode}) on port ${port}: ${stderr.trim()}`)
    }
    const up = await fetch(`${origin}/`, { method: 'HEAD' }).then(
      () => true,
      () => false,
    )
    // (still running: not another server that holds the port while nginx fails to bind it)
    if (up && running()) return { origin, close, exited }
    if (tries > 100) {
      await close()
      throw new Error(`nginx did not answer on port ${port}: ${stderr.trim()}`)
    }
    await new Promise((r) => setTimeout(r, 50))
  }
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export { chromiumFlags } from './chromium.ts'
