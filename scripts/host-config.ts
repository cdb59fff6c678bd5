// `npm run host:config`: writes the generated part of deploy/nginx.conf from the page registry
// (scripts/lib/host-redirects.ts). Run it after a change of slug or alias; the unit tests and the
// build say when it is due.
import { readFileSync, writeFileSync } from 'node:fs'
import react from '@vitejs/plugin-react'
import { runnerImport } from 'vite'
import { nginxConfPath } from './lib/csp.ts'
import { nginxPart, withGeneratedPart } from './lib/host-redirects.ts'

// The registry's modules hold Lingui macros: loaded through Vite with the app's Babel pass.
const load = async <T>(id: string) =>
  (
    await runnerImport<T>(id, {
      configFile: false,
      logLevel: 'warn',
      // (no PostCSS: the app's would load Panda, which reports errors without failing)
      css: { postcss: {} },
      plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } })],
    })
  ).module
const slugs = await load<typeof import('../src/i18n/slugs.ts')>('/src/i18n/slugs.ts')
const canonical = await load<typeof import('../src/i18n/canonical.ts')>('/src/i18n/canonical.ts')

const conf = readFileSync(nginxConfPath, 'utf8')
const part = nginxPart({
  pageUrls: slugs.allPublicPaths(),
  addresses: canonical.otherAddresses(),
  canonicalHref: canonical.canonicalHref,
})
const updated = withGeneratedPart(conf, part)
if (updated === conf) console.log(`${nginxConfPath}: its generated part is up to date`)
else {
  writeFileSync(nginxConfPath, updated)
  console.log(`${nginxConfPath}: generated part written`)
}
