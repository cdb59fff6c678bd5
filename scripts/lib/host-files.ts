// What the build writes for the hosts beside the pages (scripts/prerender.mjs): the redirects of
// the other static hosts, the 400 pages, /favicon.ico; and it holds deploy/nginx.conf's generated
// part to the page registry it was built from.
import { readFileSync, writeFileSync } from 'node:fs'
import type { Locale } from '../../src/shared/locales'
import { nginxConfPath } from './csp.ts'
import { generatedPart, nginxPart, redirectsFile, type Registry } from './host-redirects.ts'

/**
 * An .ico holding one PNG image (the format since Windows Vista; every browser and crawler reads
 * it): the 6-byte header, one 16-byte directory entry, the PNG as it is.
 */
export function icoFromPng(png: Buffer): Buffer {
  const signature = '89504e470d0a1a0a'
  if (png.subarray(0, 8).toString('hex') !== signature) throw new Error('favicon: not a PNG')
  const width = png.readUInt32BE(16)
  const height = png.readUInt32BE(20)
  if (width > 256 || height > 256) throw new Error(`favicon: ${width}x${height} is over 256 px`)
  const header = Buffer.alloc(22)
  header.writeUInt16LE(1, 2) // an icon
  header.writeUInt16LE(1, 4) // one image
  header.writeUInt8(width % 256, 6) // (0 means 256)
  header.writeUInt8(height % 256, 7)
  header.writeUInt16LE(1, 10) // colour planes
  header.writeUInt16LE(32, 12) // bits per pixel
  header.writeUInt32LE(png.length, 14)
  header.writeUInt32LE(22, 18) // where the image starts
  return Buffer.concat([header, png])
}

/** The error pages' files per language, as deploy/nginx.conf's $error_pages names them. */
const errorPagesDir: Record<Locale, string> = { sv: 'dist', en: 'dist/en' }

type BadRequestTexts = Record<'title' | 'cause' | 'fix' | 'code' | 'home', string>

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/**
 * The 400 page (src/features/cookies/bad-request-content.ts): a plain document without a
 * stylesheet, script or image, since the browser would send the same oversized cookies for each
 * of them and be refused again; nothing inline either (the one CSP admits no inline style).
 */
function badRequestPage(lang: Locale, texts: BadRequestTexts, siteName: string) {
  const t = Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [key, escape(text)]),
  ) as BadRequestTexts
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t.title} | ${escape(siteName)}</title>
</head>
<body>
<main>
<h1>${t.title}</h1>
<p>${t.cause}</p>
<p>${t.fix}</p>
<p>${t.code}</p>
<p><a href="/${lang}">${t.home}</a></p>
</main>
</body>
</html>
`
}

export async function writeHostFiles(
  registry: Registry,
  {
    badRequestTexts,
    siteName,
  }: {
    badRequestTexts: (lang: Locale) => Promise<BadRequestTexts>
    siteName: string
  },
) {
  const conf = readFileSync(nginxConfPath, 'utf8')
  if (generatedPart(conf) !== nginxPart(registry))
    throw new Error(
      `${nginxConfPath}: its generated part does not match the page registry: run \`npm run host:config\``,
    )
  writeFileSync('dist/_redirects', redirectsFile(registry))
  for (const lang of ['sv', 'en'] as const)
    writeFileSync(
      `${errorPagesDir[lang]}/400.html`,
      badRequestPage(lang, await badRequestTexts(lang), siteName),
    )
  writeFileSync('dist/favicon.ico', icoFromPng(readFileSync('dist/favicon.png')))
}
