export interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export function pageRoots(page: string, lang: string, ns: string): string[]
export function pagePreloads(
  manifest: Record<string, ManifestChunk>,
  target: { page: string; lang: string; ns: string },
): string[]
export function routerManifest(
  manifest: Record<string, ManifestChunk>,
  target?: { page: string; lang: string; ns: string },
): import('@tanstack/react-router').Manifest
