import { hydrateWhenVisible } from '../../components/hydration/hydrate-on-interaction'

/**
 * The producer page after its fee table (the four steps, benefits, the sustainability table, FAQ,
 * related links, the closing CTA) holds text, native links and <details>, no control: it
 * hydrates when its first section ("steps") comes into view.
 */
export const ProducerBelowFold = hydrateWhenVisible(
  () => import('./producer-below-fold').then((m) => m.ProducerBelowFold),
  'steps',
)
