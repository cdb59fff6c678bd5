import { placeholders, site } from './site'

/**
 * The launch checklist that `npm run build` prints (scripts/prerender.mjs): one warning per value
 * src/config/site.ts still marks as a placeholder, with the value, so nobody deploys the example
 * address by accident.
 */
export function launchChecklist(): string[] {
  return placeholders.map((key) => {
    const value: unknown = site[key]
    const shown = value === null ? 'not set' : JSON.stringify(value)
    return `warning: src/config/site.ts: ${key} is still a placeholder (${shown}): replace it before launch`
  })
}
