// Random Accept-Language headers, the same on every run, for holding the host's reading of the
// header (deploy/nginx.conf) to the client's: the regex in JavaScript
// (tests/unit/deploy-config.test.ts) and on the real nginx (tests/e2e/host-methods.spec.ts).

/** Deterministic random numbers (mulberry32). */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** `count` headers of one to six entries: tags and weights browsers send, and some they do not. */
export function randomAcceptLanguages(seed: number, count: number): string[] {
  const random = seeded(seed)
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!
  const tags = ['sv', 'en', 'SV', 'En', 'sv-SE', 'en-GB', 'de', 'fr', '*', 'svx', 'eng']
  const oddTags = ['sv_SE', 'en-alert', 'sv-toolongtag', 'en-', '', 'zh-Hant-TW', 'x']
  const weights = ['', ';q=1', ';q=1.0', ';q=0', ';q=0.', ';q=0.5', ';q=0.50', ';q=0.05']
  const oddWeights = [';q=0.999', ';q=0.001', ';Q=0.8', ' ; q=0.7', ';q=2', ';q=.5', ';q=0.1;x']
  const spaces = ['', ' ', '\t']
  // (and weights of one to three digits, few of them, so that they often tie or nearly tie)
  const anyWeight = () =>
    `;q=0.${Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick([...'0159'])).join('')}`
  const entry = () =>
    pick(spaces) +
    pick(random() < 0.8 ? tags : oddTags) +
    pick(spaces) +
    (random() < 0.3 ? anyWeight() : pick(random() < 0.8 ? weights : oddWeights))
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + Math.floor(random() * 6) }, entry).join(','),
  )
}
