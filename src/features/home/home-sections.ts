import { hydrateWhenVisible } from '../../components/hydration/hydrate-on-interaction'

/**
 * The home page below its first screen (from "future" on) holds text, figures, native links and
 * the FAQ's <details>, no control: its code (and that of the content parts it uses) is not in
 * the first load, and it hydrates when its first section comes into view.
 */
export const HomeBelowFold = hydrateWhenVisible(
  () => import('./home-below-fold').then((m) => m.HomeBelowFold),
  'future',
)
