import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DIGITS } from '../../scripts/lib/accept-language-rule.ts'
import { nginxConfPath, previewConfig } from '../../scripts/preview-server.ts'
import { launchChecklist } from '../../src/config/launch-checklist'
import { placeholders, site } from '../../src/config/site'
import { SWITCH_FROM } from '../../src/i18n/canonical'
import { acceptedLanguages, browserLanguage } from '../../src/i18n/detect'
import { randomAcceptLanguages } from '../accept-language-headers'
import { nginxMap, shipped } from './nginx-conf'

const lines = (text: string) => text.split('\n').map((l) => l.trim())
const runDir = '/tmp/cirkla-nginx-test'

describe('the preview runs the shipped nginx config', () => {
  it('changes only the port, the root, the access log and the temporary directories', () => {
    const preview = previewConfig(shipped, { root: '/work/dist', port: 4999, runDir })
    const before = lines(shipped)
    const after = lines(preview)
    expect(before.filter((l) => !after.includes(l))).toEqual([
      'access_log /var/log/nginx/access.log;',
      'listen 80;',
      'listen [::]:80;',
      'root /srv/cirkla/dist;',
    ])
    expect(after.filter((l) => !before.includes(l))).toEqual([
      `client_body_temp_path ${runDir}/client_body;`,
      `proxy_temp_path ${runDir}/proxy;`,
      `fastcgi_temp_path ${runDir}/fastcgi;`,
      `uwsgi_temp_path ${runDir}/uwsgi;`,
      `scgi_temp_path ${runDir}/scgi;`,
      'access_log off;',
      'listen 127.0.0.1:4999;',
      'root /work/dist;',
    ])
  })

  it('gzip only for the benchmark: brotli_static off, nothing else', () => {
    const brotli = previewConfig(shipped, { root: '/d', port: 1, runDir })
    const gzipOnly = previewConfig(shipped, { root: '/d', port: 1, runDir, brotli: false })
    expect(gzipOnly).toBe(brotli.replace('brotli_static on;', 'brotli_static off;'))
  })

  it('HTTPS + HTTP/2 for the benchmarks: the listen with TLS and the certificate, nothing else', () => {
    const plain = previewConfig(shipped, { root: '/d', port: 1, runDir })
    const tls = { certificate: '/t/cert.pem', key: '/t/key.pem' }
    const h2 = previewConfig(shipped, { root: '/d', port: 1, runDir, tls })
    expect(lines(h2).filter((l) => !lines(plain).includes(l))).toEqual([
      'listen 127.0.0.1:1 ssl http2;',
      'ssl_certificate /t/cert.pem;',
      'ssl_certificate_key /t/key.pem;',
    ])
    expect(lines(plain).filter((l) => !lines(h2).includes(l))).toEqual(['listen 127.0.0.1:1;'])
    // HTTPS with HTTP/1.1, what HTTP/2 is measured against (both pay for TLS): only `http2` goes
    const h1 = previewConfig(shipped, { root: '/d', port: 1, runDir, tls, http2: false })
    expect(h1).toBe(h2.replace('listen 127.0.0.1:1 ssl http2;', 'listen 127.0.0.1:1 ssl;'))
  })

  it('runs the workers as root only when root starts it; the shipped config keeps the unprivileged default', () => {
    // No `user` line: nginx started by root runs its workers as its unprivileged default.
    expect(lines(shipped).filter((l) => /^user\b/.test(l))).toEqual([])
    const asUser = previewConfig(shipped, { root: '/d', port: 1, runDir })
    const asRoot = previewConfig(shipped, { root: '/d', port: 1, runDir, asRoot: true })
    expect(lines(asUser).filter((l) => /^user\b/.test(l))).toEqual([])
    expect(asRoot).toBe(
      asUser.replace('worker_processes auto;', 'user root;\nworker_processes auto;'),
    )
  })

  it('refuses a config it could no longer adapt (a line it replaces is gone or doubled)', () => {
    const options = { root: '/d', port: 1, runDir }
    expect(() => previewConfig(shipped.replace('listen 80;', 'listen 8080;'), options)).toThrow(
      /listen 80/,
    )
    expect(() =>
      previewConfig(shipped.replace('root /srv/cirkla/dist;', 'root /a;\nroot /b;'), options),
    ).toThrow(/root/)
  })
})

/** The host's language for an Accept-Language header: its two maps, as nginx chains them. */
const hostLanguage = (header: string) =>
  nginxMap('browser_lang')(`${nginxMap('accept_language_read')(header)}#${DIGITS}`)
/** The client's reading of the same header. */
const clientLanguage = (header: string) => browserLanguage(acceptedLanguages(header)) ?? 'sv'

describe('what the host decides, as the client decides it', () => {
  // A 404 outside /sv and /en is served in the browser's language, and a
  // language-neutral address (/cookies) goes to the page in that language. The browser's
  // Accept-Language is its navigator.languages with weights: the host's choice must be the one
  // the client's detection makes, or the page would contradict it.
  it.each([
    'en-GB,en;q=0.9',
    'en',
    'EN-us',
    'sv-SE,sv;q=0.9,en;q=0.8',
    'sv',
    'de-DE,de;q=0.9,en;q=0.8',
    'de,sv;q=0.5,en;q=0.4',
    'nb-NO,nb;q=0.9,no;q=0.8,nn;q=0.7,en-US;q=0.6,en;q=0.5',
    'fi-FI, sv-FI;q=0.9, en;q=0.8',
    'fr-FR,fr',
    'eng,en',
    'zh-Hans-CN,en-US;q=0.5',
    '*',
    '',
  ])('Accept-Language %j: the same language as the client detects', (header) => {
    expect(hostLanguage(header)).toBe(clientLanguage(header))
  })

  // The host took the first of sv and en whatever their weights.
  it.each([
    ['en;q=0', 'sv'],
    ['sv;q=0.1,en;q=0.9', 'en'],
    ['en;q=0.5,sv', 'sv'],
    ['sv;q=0.5,en;q=0.3,en;q=0.9', 'en'],
    ['sv;q=0.5,en;q=0.50', 'sv'],
    ['en;q=0.5,sv;q=0.500', 'en'],
    ['sv;q=0.05,en;q=0.1', 'en'],
    ['sv;q=0.123,en;q=0.124', 'en'],
    ['en-GB;q=1.000,sv;q=1', 'en'],
    ['sv;q=0.000,en;q=0.001', 'en'],
    ['EN;Q=0.9,SV;Q=0.8', 'en'],
    ['en ; q=0.9, sv ; q=0.8', 'en'],
    // not a weight, or not a language: left out, as the client leaves it out
    ['en;q=2,sv;q=0.1', 'sv'],
    ['en;q=0.5000,sv;q=0.1', 'sv'],
    ['en;q=abc,sv;q=0.1', 'sv'],
    ['en_GB,sv;q=0.1', 'sv'],
    ['en-toolongtag,sv;q=0.1', 'sv'],
    // a tag is read by its primary subtag, whatever its others spell
    ['en-script,sv;q=0.1', 'en'],
    // the first 128 characters are read
    [`${'x;q=0.1,'.repeat(15)}en`, 'en'],
    [`${'x;q=0.1,'.repeat(16)}en`, 'sv'],
    [`${'x;q=0.1,'.repeat(15)}e#n`, 'sv'],
  ])('Accept-Language %j: %s, weights read as the client reads them', (header, lang) => {
    expect(clientLanguage(header)).toBe(lang)
    expect(hostLanguage(header)).toBe(lang)
  })

  it('reads 4000 random headers as the client does', () => {
    const headers = randomAcceptLanguages(41, 4000)
    expect(headers.filter((header) => hostLanguage(header) !== clientLanguage(header))).toEqual([])
    // both answers are among them, and often
    const english = headers.filter((header) => clientLanguage(header) === 'en').length
    expect(english / headers.length).toBeGreaterThan(0.2)
    expect(english / headers.length).toBeLessThan(0.8)
  })

  it("the switcher's marker is the one the client writes and reads", () => {
    const marker = new RegExp(`\\?${SWITCH_FROM}=\\(\\?:sv\\|en\\)\\$`)
    expect(shipped).toMatch(marker)
    const query = nginxMap('switch_query')
    const host = '127.0.0.1:4173'
    expect(query(`${host} http://${host}/sv/kalkylator?weight=25`)).toBe('?weight=25')
    expect(query(`${host} https://${host}/en?a=1&b=2`)).toBe('?a=1&b=2')
    expect(query(`${host} http://${host}/sv/kalkylator`)).toBe('')
    expect(query(`${host} http://evil.example/sv/kalkylator?weight=25`)).toBe('')
    expect(query(`${host} http://${host}/sv?${SWITCH_FROM}=en`)).toBe('')
  })
})

describe('Dockerfile', () => {
  const dockerfile = readFileSync('Dockerfile', 'utf8')

  it('serves with exactly the tested config, with dist/ where its root points', () => {
    const copies = [...dockerfile.matchAll(/^COPY (?:--from=(\w+) )?(\S+) (\S+)$/gm)].map(
      ([, from, src, dest]) => `${from ?? 'context'}:${src} -> ${dest}`,
    )
    const root = /^\s*root (\S+);$/m.exec(shipped)?.[1]
    expect(copies).toContain(`context:${nginxConfPath} -> /etc/nginx/nginx.conf`)
    expect(copies).toContain(`build:/app/dist -> ${root}`)
    // no other nginx configuration reaches the image
    expect(copies.filter((c) => /nginx|\.conf/.test(c))).toHaveLength(1)
  })

  it('installs the brotli module the config loads, checks the config and runs nginx', () => {
    const module = /^load_module (\S+);$/m.exec(shipped)?.[1]
    expect(module).toBe('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so')
    expect(dockerfile).toMatch(/apt-get install .*\bnginx libnginx-mod-http-brotli-static\b/)
    expect(dockerfile).toMatch(/^RUN nginx -t$/m)
    expect(dockerfile).toMatch(/^CMD \["nginx", "-g", "daemon off;"\]$/m)
  })
})

describe('launch checklist (npm run build)', () => {
  it('warns once per placeholder value in site.ts, showing the value', () => {
    const warnings = launchChecklist()
    expect(warnings).toHaveLength(placeholders.length)
    expect(warnings).toContain(
      `warning: src/config/site.ts: phone is still a placeholder (${JSON.stringify(site.phone)}): replace it before launch`,
    )
    expect(warnings.find((w) => w.includes(' origin '))).toContain(site.origin)
    expect(warnings.find((w) => w.includes(' linkedInUrl '))).toContain('(not set)')
  })
})
