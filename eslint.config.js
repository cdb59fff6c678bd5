import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import lingui from 'eslint-plugin-lingui'
import pluginRouter from '@tanstack/eslint-plugin-router'
import pluginQuery from '@tanstack/eslint-plugin-query'
import globals from 'globals'

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-prerender',
      'styled-system',
      'src/routeTree.gen.ts',
      'public',
      'locales',
      'reports',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  ...pluginRouter.configs['flat/recommended'],
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, lingui },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      ...lingui.configs['flat/recommended'].rules,
      // Every visible string comes from the catalogues. Tokens without letters, CSS values and
      // technical attributes are not copy.
      'lingui/no-unlocalized-strings': [
        'error',
        {
          useTsTypes: true,
          ignore: ['^[^A-ZÅÄÖ\\s][^\\s]*$', '^[A-Z0-9_./:-]+$', '^(https?|mailto|tel):'],
          ignoreNames: [
            { regex: { pattern: '^(className|class|id|href|to|type|rel|target|role|name|key|value|hash|page|lang|hrefLang|autoComplete|inputMode|method|action|htmlFor|src|viewBox|d|fill|stroke|data-.*|aria-(controls|labelledby|describedby|current|live|hidden)|variant|visual|size|tone|width|height)$' } },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
            // schema.org vocabulary in JSON-LD is not copy
            { regex: { pattern: '^(@type|@context|structuredData|applicationCategory|operatingSystem|priceCurrency|areaServed|addressCountry|content)$' } },
          ],
          ignoreFunctions: [
            'console.*',
            'Error',
            'URL',
            'css',
            'cx',
            'msg',
            'i18n._',
            'createFileRoute',
            'createRootRouteWithContext',
            'redirect',
            'notFound',
            'localStorage.*',
            'sessionStorage.*',
            'document.*',
            'JSON.*',
            'RegExp',
            'Intl.*',
            'setAttribute',
            'querySelector*',
            'addEventListener',
            'removeEventListener',
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Theme and config hold tokens and placeholders, not copy; tests assert copy.
    files: ['src/theme/**', 'src/config/**', 'src/**/*.test.{ts,tsx}', 'src/entry-prerender.tsx'],
    rules: { 'lingui/no-unlocalized-strings': 'off' },
  },
  {
    // The router's redirect() and notFound() are thrown by design.
    files: ['src/routes/**'],
    rules: { '@typescript-eslint/only-throw-error': 'off' },
  },
)
