import { useParams } from '@tanstack/react-router'
import { defaultLocale, isLocale, type Locale } from './locales'

/** Active language of the current page (from the /$lang segment). */
export function useLang(): Locale {
  const { lang } = useParams({ strict: false })
  return isLocale(lang) ? lang : defaultLocale
}
