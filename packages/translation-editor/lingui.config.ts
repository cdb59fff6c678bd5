import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

// The editor's own interface messages (`editor.*`), in its own catalogues: an app that adds the
// editor translates nothing of it, and its catalogues hold none of the editor's texts. The plugin
// compiles them for the page (src/server/ui-catalogues.ts); `npm run extract` here (and at the
// workspace's root) keeps them up to date with the code.
export default defineConfig({
  sourceLocale: 'sv',
  locales: ['sv', 'en'],
  fallbackLocales: { default: 'sv' },
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/editor',
      include: ['<rootDir>/src'],
      // The Node part has no interface texts.
      exclude: ['<rootDir>/src/server'],
    },
  ],
})
