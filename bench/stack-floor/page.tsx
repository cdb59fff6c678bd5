import type { ReactNode } from 'react'

/**
 * The one page every variant renders: a header link, the h1 and a footer link, the three
 * elements scripts/bench-real.mjs's "live" probe waits on (header control, `main h1`, the
 * footer's last link). Each variant passes its own links and texts.
 */
export function FloorPage({
  home,
  heading,
  other,
}: {
  home: ReactNode
  heading: ReactNode
  other: ReactNode
}) {
  return (
    <>
      <header>{home}</header>
      <main>
        <h1>{heading}</h1>
      </main>
      <footer>{other}</footer>
    </>
  )
}
