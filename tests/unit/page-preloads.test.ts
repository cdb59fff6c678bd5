import { describe, expect, it } from 'vitest'
import {
  pagePreloads,
  pageRoots,
  routerManifest,
  type ManifestChunk,
} from '../../scripts/lib/page-preloads'

// A build manifest in Vite's shape: keys are source ids, `imports` are static imports (other keys).
const manifest: Record<string, ManifestChunk> = {
  'index.html': {
    file: 'assets/index.js',
    imports: ['_framework.js', '_button.js'],
    css: ['assets/index.css'],
  },
  '_framework.js': { file: 'assets/framework.js' },
  '_button.js': { file: 'assets/button.js' },
  '_card.js': { file: 'assets/card.js', imports: ['_button.js'] },
  '_faq.js': { file: 'assets/faq.js', imports: ['_card.js'] },
  'src/routes/$lang/route.tsx?tsr-split=component': { file: 'assets/route.js' },
  'src/routes/$lang/index.tsx?tsr-split=component': {
    file: 'assets/home.js',
    imports: ['_faq.js', '_framework.js'],
  },
  'src/routes/$lang/about/meet-team.tsx?tsr-split=component': {
    file: 'assets/meet-team.js',
    imports: ['_card.js'],
    dynamicImports: ['_widget.js'],
  },
  '_widget.js': { file: 'assets/widget.js' },
  'locales/sv/common.po': { file: 'assets/common-sv.js' },
  'locales/sv/home.po': { file: 'assets/home-sv.js' },
  'locales/en/common.po': { file: 'assets/common-en.js' },
  'locales/en/about.po': { file: 'assets/about-en.js' },
}

/** What the Swedish home page preloads from the manifest above: its chunks and their imports. */
const homePreloads = [
  'assets/route.js',
  'assets/home.js',
  'assets/faq.js',
  'assets/card.js',
  'assets/common-sv.js',
  'assets/home-sv.js',
]
describe('page preloads from the build manifest', () => {
  it('maps a page to its split route components and its two catalogues', () => {
    expect(pageRoots('/$lang/', 'sv', 'home')).toEqual([
      'src/routes/$lang/route.tsx?tsr-split=component',
      'src/routes/$lang/index.tsx?tsr-split=component',
      'locales/sv/common.po',
      'locales/sv/home.po',
    ])
    expect(pageRoots('/$lang/about/meet-team', 'en', 'about')[1]).toBe(
      'src/routes/$lang/about/meet-team.tsx?tsr-split=component',
    )
  })

  it('lists the page chunks and their static imports, minus what index.html already loads', () => {
    expect(pagePreloads(manifest, { page: '/$lang/', lang: 'sv', ns: 'home' })).toEqual(
      homePreloads,
    )
  })

  it('leaves dynamic imports (code fetched on interaction) out', () => {
    const files = pagePreloads(manifest, {
      page: '/$lang/about/meet-team',
      lang: 'en',
      ns: 'about',
    })
    expect(files).toContain('assets/meet-team.js')
    expect(files).toContain('assets/about-en.js')
    expect(files).not.toContain('assets/widget.js')
    expect(files).not.toContain('assets/button.js')
  })

  it('fails the build when a page has no chunk or catalogue in the manifest', () => {
    expect(() =>
      pagePreloads(manifest, { page: '/$lang/contact', lang: 'sv', ns: 'contact' }),
    ).toThrow(/no src\/routes\/\$lang\/contact\.tsx/)
  })
})

describe("the router's asset manifest for a page", () => {
  const asset = (file: string) => ({ href: `/${file}`, crossOrigin: 'anonymous' })
  const script = (file: string) => ({
    attrs: { type: 'module', crossOrigin: 'anonymous', fetchPriority: 'low', src: `/${file}` },
  })

  it('names the stylesheet, the early-submit hold first as an inline classic script, the entry and framework as low-priority module scripts, the page chunks as preloads', () => {
    expect(routerManifest(manifest, 'hold()', { page: '/$lang/', lang: 'sv', ns: 'home' })).toEqual(
      {
        routes: {
          __root__: {
            css: [asset('assets/index.css')],
            scripts: [
              { children: 'hold()' },
              ...['assets/index.js', 'assets/framework.js', 'assets/button.js'].map(script),
            ],
            preloads: homePreloads.map(asset),
          },
        },
      },
    )
  })

  it('lists no page chunks for pages without their own ("/" and the not-found pages)', () => {
    const root = routerManifest(manifest, 'hold()').routes.__root__!
    expect(root.preloads).toEqual([])
    expect(root.scripts).toHaveLength(4)
  })
})
