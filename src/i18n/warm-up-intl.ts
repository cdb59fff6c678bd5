/**
 * Intl's number formatting loads its locale data the first time any formatter is made, a one-time
 * cost far above that of every formatter after it (docs/performance.md, "Hydration against the
 * stack's floor"). Left to the app, the render that formats the first figure pays it (a page's
 * description in the head, the footer's figures), in the middle of hydration. Made here, in an
 * idle moment while the app's scripts are still on their way, it is paid where the main thread
 * would only wait. One formatter of any locale loads the data for all of them.
 */
export function warmUpIntl() {
  const make = () =>
    void new Intl.NumberFormat(document.documentElement.lang || undefined).format(0)
  if ('requestIdleCallback' in window) requestIdleCallback(make)
  else setTimeout(make)
}
