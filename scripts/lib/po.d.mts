export function parsePo(text: string): Map<string, string>
