import type { LocationRewrite } from '@tanstack/react-router'
import { toInternalPath, toPublicPath } from './slugs'

// Return a NEW URL: the router reads the object it passes in for the internal href, and a
// mutated one makes a click on a link to the current page push a duplicate history entry.
const withPath = (url: URL, pathname: string | undefined) => {
  if (!pathname) return undefined
  const next = new URL(url)
  next.pathname = pathname
  return next
}

/** Public /sv/kalkylator <-> internal /sv/calculator, driven by the slug map. */
export const slugRewrite: LocationRewrite = {
  input: ({ url }) => withPath(url, toInternalPath(url.pathname)),
  output: ({ url }) => withPath(url, toPublicPath(url.pathname)),
}
