import { icuProblems, type IcuProblem } from '../icu'

const cache = new Map<string, IcuProblem[]>()

/**
 * ICU checks of a row: the one check (src/icu.ts, which an app's catalogue
 * check can run too), memoised here because 10 000 rows re-render.
 */
export function icuIssues(source: string, target: string): IcuProblem[] {
  const cacheKey = `${source}\u0000${target}`
  const hit = cache.get(cacheKey)
  if (hit) return hit
  const issues = icuProblems(source, target)
  if (cache.size > 50_000) cache.clear()
  cache.set(cacheKey, issues)
  return issues
}
