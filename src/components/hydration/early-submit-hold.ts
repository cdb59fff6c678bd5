import { warmUpIntl } from '../../i18n/warm-up-intl'
import { holdEarlySubmits } from './held-submit'

// The built site's first script: a classic script in every page's <head>, before the app's module
// scripts (scripts/lib/early-submit-hold.ts builds it, scripts/prerender.mjs names it). It also
// starts what the app will need and the page can do while the app's scripts download.
holdEarlySubmits()
warmUpIntl()
