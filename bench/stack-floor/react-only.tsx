import { useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { FloorPage } from './page'

/** Variant "react": React 19 alone, the page's two links as plain anchors. */
export function ReactOnlyApp() {
  // The site's marker (HydrationMarker) needs the router's useHydrated; without a router, the
  // first effect after the hydrating commit is the same moment.
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return (
    <FloorPage
      home={<a href="/sv">Cirkla</a>}
      heading="Spåra lastbärare"
      other={<a href="/en">English</a>}
    />
  )
}

export function hydrateReactOnly(root: Element) {
  hydrateRoot(root, <ReactOnlyApp />)
}
