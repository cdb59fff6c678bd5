export interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
}
export function pageRoots(page: string, lang: string, ns: string): string[]
export function pagePreloads(
  manifest: Record<string, ManifestChunk>,
  target: { page: string; lang: string; ns: string },
): string[]
