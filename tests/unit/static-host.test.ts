import { describe, expect, it } from 'vitest'
import { staticAnswer } from '../../scripts/static-host.mjs'

// A dist/ with a few of the real files: pages, the chooser, the 404 pages and an asset.
const files = new Set([
  'index.html',
  'sv.html',
  'en.html',
  'sv/kalkylator.html',
  'en/calculator.html',
  '404.html',
  'en/404.html',
  'assets/app.js',
])
const answer = (path: string) => staticAnswer(path, (file) => files.has(file))

describe('staticAnswer (preview server = README host rules)', () => {
  it('serves pages from their .html files and "/" from index.html', () => {
    expect(answer('/')).toEqual({ file: 'index.html', status: 200 })
    expect(answer('/sv/kalkylator')).toEqual({ file: 'sv/kalkylator.html', status: 200 })
    expect(answer('/sv/kalkylator/')).toEqual({ file: 'sv/kalkylator.html', status: 200 })
    expect(answer('/sv//kalkylator')).toEqual({ file: 'sv/kalkylator.html', status: 200 })
    expect(answer('/assets/app.js')).toEqual({ file: 'assets/app.js', status: 200 })
  })

  it('redirects .html and index.html names to the pretty URL', () => {
    expect(answer('/en/calculator.html')).toEqual({ redirect: '/en/calculator' })
    expect(answer('/sv/index.html')).toEqual({ redirect: '/sv' })
    expect(answer('/index.html')).toEqual({ redirect: '/' })
    expect(answer('/sv.html')).toEqual({ redirect: '/sv' })
  })

  it('never redirects off-site', () => {
    expect(answer('//evil.example/x.html')).toEqual({ redirect: '/evil.example/x' })
    expect(answer('/%2F%2Fevil.example/x.html')).toEqual({ redirect: '/evil.example/x' })
  })

  it('answers everything else with the 404 page of the path language', () => {
    const sv = { file: '404.html', status: 404 }
    const en = { file: 'en/404.html', status: 404 }
    expect(answer('/sv/%ZZ')).toEqual(sv)
    expect(answer('/sv/kalkylator%')).toEqual(sv)
    expect(answer('/en/%ZZ')).toEqual(en)
    expect(answer('/en/%3Cscript%3E')).toEqual(en)
    expect(answer('/en/foo.php')).toEqual(en)
    expect(answer('/assets/missing.js')).toEqual(sv)
    expect(answer('/de')).toEqual(sv)
    expect(answer('/404')).toEqual(sv)
    expect(answer('/en/404')).toEqual(en)
    expect(answer('/sv/..%2F..%2Fetc%2Fpasswd')).toEqual(sv)
    expect(answer('/en/calculator%00')).toEqual(en)
    expect(answer('/en/%5Cwindows')).toEqual(en)
  })
})
