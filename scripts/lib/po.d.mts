export interface PoEntry {
  key: string
  msgid: string
  context: string | null
  msgstr: string[]
  plural: string | null
  obsolete: boolean
  flags: string[]
}
export function readPo(text: string): PoEntry[]
export function poMessages(text: string): Map<string, string>
export function updatePo(text: string, changes: ReadonlyMap<string, string>): string
export function createPo(
  lang: string,
  entries: ReadonlyArray<{ key: string; text: string }>,
): string
