import { hydrateWhenVisible } from '../../components/hydration/hydrate-on-interaction'

/**
 * The calculator page after the tool (how it calculates, the FAQ, related links and the CTA)
 * holds text, native links and <details>, no control: it hydrates when its heading comes into
 * view. The tool itself, every control of the page, hydrates with the page.
 */
export const CalculatorBelowFold = hydrateWhenVisible(
  () => import('./calculator-below-fold').then((m) => m.CalculatorBelowFold),
  'calculator-info-heading',
)
