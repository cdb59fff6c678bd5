import { holdEarlySubmits } from './held-submit'

// The built site's first script: a classic script in every page's <head>, before the app's module
// scripts (scripts/lib/early-submit-hold.ts builds it, scripts/prerender.mjs names it).
holdEarlySubmits()
