import { defineTokens } from '@pandacss/dev'

// Calm green/teal for a sustainability product, warm neutrals, one amber accent for highlights.
export const tokens = defineTokens({
  colors: {
    brand: {
      50: { value: '#eefaf7' },
      100: { value: '#d5f2ea' },
      200: { value: '#aee4d6' },
      300: { value: '#7bcfbd' },
      400: { value: '#4bb39f' },
      500: { value: '#2d9784' },
      600: { value: '#1f7a6b' },
      700: { value: '#1a6258' },
      800: { value: '#174f48' },
      900: { value: '#14413c' },
      950: { value: '#0a2623' },
    },
    neutral: {
      0: { value: '#ffffff' },
      50: { value: '#f7f8f7' },
      100: { value: '#eef0ef' },
      200: { value: '#dde1df' },
      300: { value: '#c3c9c6' },
      400: { value: '#959e9a' },
      500: { value: '#6b7571' },
      600: { value: '#515a56' },
      700: { value: '#3e4643' },
      800: { value: '#2a302e' },
      900: { value: '#1a1f1d' },
    },
    accent: {
      100: { value: '#fdf0d3' },
      300: { value: '#f6c667' },
      500: { value: '#e29a1b' },
      700: { value: '#9a5b06' },
    },
    danger: {
      50: { value: '#fdf1f0' },
      600: { value: '#c0362c' },
      700: { value: '#a12a21' },
    },
    warning: {
      100: { value: '#fff6c7' },
      300: { value: '#f3da57' },
    },
  },
  fonts: {
    body: {
      value:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
    },
    mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace' },
  },
  radii: {
    sm: { value: '0.25rem' },
    md: { value: '0.5rem' },
    lg: { value: '0.75rem' },
    xl: { value: '1rem' },
    full: { value: '9999px' },
  },
})
