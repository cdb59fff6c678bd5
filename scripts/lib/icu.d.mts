export type IcuProblem =
  | { kind: 'syntax'; lang: 'sv' | 'en'; detail: string }
  | { kind: 'placeholders'; onlySv: string[]; onlyEn: string[] }
export function icuArguments(text: string): { args: string[] } | { error: string }
export function icuProblems(sv: string, en: string): IcuProblem[]
export function icuSamples(
  text: string,
): { label: string; values: Record<string, string | number> }[]
