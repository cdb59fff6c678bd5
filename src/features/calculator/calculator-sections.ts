import { hydrateWhenVisible } from '../../components/hydration/hydrate-on-interaction'

/**
 * The calculator page below its tool ("how it calculates", the FAQ, related links and the CTA)
 * holds text, a table, native links and <details>, no control: it hydrates when "how it
 * calculates" comes near the viewport. The tool, every control of the page, hydrates with the
 * page. (The rates' source line, shared with the first result's figures, comes with whichever
 * is first.) Its questions' and links' messages (`calculator-details`) come with its code, in
 * the language shown.
 */
export const CalculatorBelowFold = hydrateWhenVisible(
  () => import('./calculator-below-fold').then((m) => m.withMessages()),
  'calculator-info-heading',
)
