import { hydrateWhenVisible } from '../../components/hydration/hydrate-on-interaction'

/**
 * The calculator page after "how it calculates" (the FAQ, related links and the CTA) holds text,
 * native links and <details>, no control: it hydrates when the FAQ's heading comes into view.
 * The tool, every control of the page, hydrates with the page. "How it calculates" stays with
 * it: it shares the rates' source line with the first result's figures, which would otherwise
 * become one more chunk fetched with that result.
 */
export const CalculatorBelowFold = hydrateWhenVisible(
  () => import('./calculator-below-fold').then((m) => m.CalculatorBelowFold),
  'calculator-faq-heading',
)
