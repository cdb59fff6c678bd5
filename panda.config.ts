import { defineConfig } from '@pandacss/dev'
import { tokens } from './src/theme/tokens'
import { semanticTokens } from './src/theme/semantic-tokens'
import { textStyles } from './src/theme/text-styles'
import { globalCss } from './src/theme/global-css'
import { accordion } from './src/theme/recipes/accordion'
import { badge } from './src/theme/recipes/badge'
import { button } from './src/theme/recipes/button'
import { card } from './src/theme/recipes/card'
import { focusRing } from './src/theme/recipes/focus-ring'
import { pageContainer } from './src/theme/recipes/page-container'
import { link } from './src/theme/recipes/link'
import { navItem } from './src/theme/recipes/nav-item'
import { section } from './src/theme/recipes/section'
import { clipboard } from './src/theme/recipes/clipboard'
import { field } from './src/theme/recipes/field'
import { slider } from './src/theme/recipes/slider'

export default defineConfig({
  preflight: true,
  // The translation editor (packages/translation-editor) ships its own stylesheet.
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
      // The home page's carrier strip: one set scrolls out as its duplicate scrolls in.
      keyframes: {
        marquee: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } },
      },
      recipes: { badge, button, card, focusRing, pageContainer, link, navItem, section },
      slotRecipes: { accordion, clipboard, field, slider },
    },
  },
})
