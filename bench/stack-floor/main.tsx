// The stack's floor (docs/performance.md, "The stack's floor"): one entry, the variant fixed at
// build time (bench/stack-floor/vite.config.ts), so the other variants' code is dropped.
import { hydrateReactOnly } from './react-only'
import { hydrateWithRouter } from './with-router'
import { hydrateWithLingui } from './with-lingui'

const root = document.getElementById('root')
if (!root) throw new Error('no #root')
const variant = import.meta.env.FLOOR_VARIANT as string
if (variant === 'react') hydrateReactOnly(root)
else if (variant === 'router') void hydrateWithRouter(root)
else if (variant === 'lingui') void hydrateWithLingui(root)
else throw new Error(`unknown variant ${variant}`)
