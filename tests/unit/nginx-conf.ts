import { readFileSync } from 'node:fs'
import { nginxConfPath } from '../../scripts/preview-server.ts'

/** The shipped nginx config, deploy/nginx.conf. */
export const shipped = readFileSync(nginxConfPath, 'utf8')

/**
 * The regex entries of one `map` block of the shipped config, as JavaScript regexes (the ones
 * used here mean the same in PCRE): `map <source> $name { "~regex" value; ... default value; }`.
 * A value's variables are the regex's captures, else `variables`.
 */
export function nginxMap(name: string, variables: Record<string, string> = {}) {
  const block = new RegExp(
    `^\\s*map (?:"[^"]*"|\\S+) \\$${name} \\{\\n([^]*?)\\n\\s*\\}`,
    'm',
  ).exec(shipped)
  if (!block) throw new Error(`no map $${name} in ${nginxConfPath}`)
  // nginx's own escapes in a quoted string: \", \', \\, and \t \r \n for those characters
  const controls: Record<string, string> = { t: '\t', r: '\r', n: '\n' }
  const unquote = (token: string) =>
    token.startsWith('"')
      ? token.slice(1, -1).replace(/\\(["'\\trn])/g, (_, c: string) => controls[c] ?? c)
      : token
  const entries = block[1]!
    .split('\n')
    .map((line) => /^\s*("(?:[^"\\]|\\.)*"|\S+)\s+("(?:[^"\\]|\\.)*"|\S+);$/.exec(line))
    .filter((m) => m !== null)
    .map(([, key, value]) => [unquote(key!), unquote(value!)] as const)
  const fallback = entries.find(([key]) => key === 'default')?.[1] ?? ''
  const rules = entries
    .filter(([key]) => key.startsWith('~'))
    .map(([key, value]) => ({
      regex: new RegExp(key.replace(/^~\*?/, ''), key.startsWith('~*') ? 'i' : ''),
      value,
    }))
  return (input: string) => {
    for (const { regex, value } of rules) {
      const match = regex.exec(input)
      if (match)
        return value.replace(
          /\$(\w+)/g,
          (_, n: string) =>
            (/^\d$/.test(n) ? match[Number(n)] : (match.groups?.[n] ?? variables[n])) ?? '',
        )
    }
    return fallback
  }
}
