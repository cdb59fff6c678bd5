export interface HeaderRule {
  pattern: RegExp
  set: [string, string][]
  detach: string[]
}
export function parseHeaders(text: string): HeaderRule[]
export function headersFor(rules: HeaderRule[], pathname: string): [string, string][]
