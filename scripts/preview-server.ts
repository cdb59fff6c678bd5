// The production host, locally: nginx with the repository's deploy/nginx.conf serving dist/, for
// `npm run preview`, the e2e suite (playwright.config.ts) and the benchmarks. The config is the
// shipped file with only what cannot be the same on a developer's machine replaced (port, root,
// the temporary directories nginx insists on creating), so what the tests prove is what deploys.
import { spawn, spawnSync } from 'node:child_process'
import { createHash, X509Certificate } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { tmpdir } from 'node:os'
import { delimiter, join, resolve } from 'node:path'

/** The config that deploys (the Dockerfile copies this very file). */
export const nginxConfPath = 'deploy/nginx.conf'

const install = 'apt-get install -y nginx libnginx-mod-http-brotli-static'

/** A certificate and its key, as files nginx reads. */
type Certificate = { certificate: string; key: string }

/** Where the shipped config puts the site; the preview puts dist/ there instead. */
const shippedRoot = '/srv/cirkla/dist'

/**
 * The shipped config, made runnable without root on `port`: every replacement must match exactly
 * once, so a change to deploy/nginx.conf that the preview would silently stop mirroring fails here.
 * `brotli: false` is the same host with gzip only (bench:real's comparison); `tls` the same host
 * over HTTPS + HTTP/2 with that certificate, and `http2: false` over HTTPS with HTTP/1.1 (the
 * benchmarks' comparison; docs/performance.md, "HTTP/2 with TLS": not shipped). `listen … ssl
 * http2`, not `http2 on;`: that directive is nginx 1.25.1+, the host runs Debian 12's nginx 1.22.
 */
export function previewConfig(
  conf: string,
  {
    root,
    port,
    runDir,
    brotli = true,
    asRoot = false,
    tls,
    http2 = true,
  }: {
    root: string
    port: number
    runDir: string
    brotli?: boolean
    asRoot?: boolean
    tls?: Certificate
    http2?: boolean
  },
): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${join(runDir, name)};`)
    .join('\n')
  const listen = tls
    ? `$1listen 127.0.0.1:${port} ssl${http2 ? ' http2' : ''};\n$1ssl_certificate ${tls.certificate};\n$1ssl_certificate_key ${tls.key};`
    : `$1listen 127.0.0.1:${port};`
  const replacements: [RegExp, string][] = [
    [/^(\s*)listen 80;$/m, listen],
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
 * A self-signed certificate for 127.0.0.1, made now in `dir` (a run's temporary directory: never
 * committed, gone when the run ends). `spki`: the base64 SHA-256 of its public key, what Chromium's
 * `--ignore-certificate-errors-spki-list` takes to trust it for one run, as a real certificate
 * would be (an ignored error would also keep Chromium from caching).
 */
function selfSignedCertificate(dir: string): Certificate & { pem: string; spki: string } {
  const certificate = join(dir, 'cert.pem')
  const key = join(dir, 'key.pem')
  // P-256: the key exchange real hosts use, and made in milliseconds.
  const openssl = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    key,
    '-out',
    certificate,
    '-days',
    '2',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
  ])
  if (openssl.status !== 0)
    throw new Error(`openssl could not make a certificate: ${openssl.stderr?.toString().trim()}`)
  const pem = readFileSync(certificate, 'utf8')
  const der = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' })
  return { certificate, key, pem, spki: createHash('sha256').update(der).digest('base64') }
}

/**
 * Writes the runnable config into a fresh directory; returns nginx's arguments for it. `global`:
 * more main-context directives (nginx reads only its last -g). `tls`: HTTPS (+ HTTP/2 unless
 * `http2: false`) with a certificate made for this run.
 */
function prepare({
  port,
  brotli,
  root = 'dist',
  global = '',
  tls = false,
  http2 = true,
}: {
  port: number
  brotli: boolean
  root?: string
  global?: string
  tls?: boolean
  http2?: boolean
}) {
  const conf = readFileSync(nginxConfPath, 'utf8')
  const module = /^load_module (\S+);$/m.exec(conf)?.[1]
  if (module && !existsSync(module))
    throw new Error(`nginx's brotli module is missing (${module}): ${install}`)
  const runDir = mkdtempSync(join(tmpdir(), 'cirkla-nginx-'))
  const file = join(runDir, 'nginx.conf')
  const asRoot = process.getuid?.() === 0
  const certificate = tls ? selfSignedCertificate(runDir) : undefined
  writeFileSync(
    file,
    previewConfig(conf, {
      root: resolve(root),
      port,
      runDir,
      brotli,
      asRoot,
      tls: certificate,
      http2,
    }),
  )
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
  return { bin: nginxBinary(), args, runDir, certificate }
}

/** Whether a server answers a HEAD on `origin` (over HTTPS: trusting only `ca`). */
function answers(origin: string, ca?: string): Promise<boolean> {
  const request = origin.startsWith('https:') ? httpsRequest : httpRequest
  return new Promise((done) => {
    const req = request(`${origin}/`, { method: 'HEAD', ca, timeout: 2000 }, (res) => {
      res.resume()
      done(true)
    })
    req.on('error', () => done(false))
    req.on('timeout', () => req.destroy())
    req.end()
  })
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
 * build to serve (bench:real compares two builds side by side, BENCH_DIRS). `tls`: over HTTPS and
 * HTTP/2 with a self-signed certificate made for this run; `spki` is what Chromium needs to trust
 * it (`--ignore-certificate-errors-spki-list=<spki>`); with `http2: false`, HTTPS with HTTP/1.1.
 */
export async function startPreview(
  port: number,
  {
    brotli = true,
    stdio = 'ignore',
    root = 'dist',
    tls = false,
    http2 = true,
  }: {
    brotli?: boolean
    stdio?: 'inherit' | 'ignore'
    root?: string
    tls?: boolean
    http2?: boolean
  } = {},
): Promise<{
  origin: string
  spki?: string
  close: () => Promise<void>
  exited: Promise<unknown>
}> {
  if (!existsSync(join(root, 'index.html')))
    throw new Error(`${root}/ is missing: run \`npm run build\``)
  // Another server on the port would answer the readiness check below while this nginx, unable
  // to bind, retries for seconds before it exits: a benchmark once measured a stale build so.
  const taken = await answers(`http://127.0.0.1:${port}`)
  if (taken) throw new Error(`port ${port} is in use: another server answers there`)
  const origin = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`
  const { bin, args, runDir, certificate } = prepare({
    port,
    brotli,
    root,
    global: ' daemon off;',
    tls,
    http2,
  })
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
    const up = await answers(origin, certificate?.pem)
    // (still running: not another server that holds the port while nginx fails to bind it)
    if (up && running()) return { origin, spki: certificate?.spki, close, exited }
    if (tries > 100) {
      await close()
      throw new Error(`nginx did not answer on port ${port}: ${stderr.trim()}`)
    }
    await new Promise((r) => setTimeout(r, 50))
  }
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export { chromiumFlags } from './chromium.ts'
