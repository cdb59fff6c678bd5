import { defineConfig } from '@pandacss/dev'
import { tokens } from './src/theme/tokens'
import { semanticTokens } from './src/theme/semantic-tokens'
import { textStyles } from './src/theme/text-styles'
import { globalCss } from './src/theme/global-css'
import { badge } from './src/theme/recipes/badge'
import { button } from './src/theme/recipes/button'
import { card } from './src/theme/recipes/card'
import { container } from './src/theme/recipes/container'
import { link } from './src/theme/recipes/link'
import { section } from './src/theme/recipes/section'
import { accordion } from './src/theme/recipes/accordion'
import { collapsible } from './src/theme/recipes/collapsible'
import { navigationMenu } from './src/theme/recipes/navigation-menu'
import { toast } from './src/theme/recipes/toast'

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/routeTree.gen.ts'],
  outdir: 'styled-system',
  jsxFramework: 'react',
  globalCss,
  // Recipes are few and small: emit every variant so wrappers built with createStyleContext
  // never miss a class that static extraction could not see.
  staticCss: { recipes: '*' },
  theme: {
    extend: {
      tokens,
      semanticTokens,
      textStyles,
      recipes: { badge, button, card, container, link, section },
      slotRecipes: { accordion, collapsible, navigationMenu, toast },
    },
  },
})
