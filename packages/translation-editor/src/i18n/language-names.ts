import { useMemo } from 'react'
import { useLingui } from '@lingui/react'
import type { Role } from '../host/languages'
import { languages } from '../host/pair'

const displayNames = new Map<string, Intl.DisplayNames | null>()

function namesIn(uiLocale: string): Intl.DisplayNames | null {
  let names = displayNames.get(uiLocale)
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([uiLocale], { type: 'language', fallback: 'none' })
    } catch {
      // A runtime without Intl.DisplayNames, or a locale it refuses: the codes stand in.
      names = null
    }
    displayNames.set(uiLocale, names)
  }
  return names
}

/**
 * A language's name in the interface's language, as that language writes it in the middle of a
 * sentence ("tyska" in Swedish, "German" in English): the CLDR name Intl has, else the code itself
 * (a code Intl does not know, or no Intl.DisplayNames).
 */
export function languageName(code: string, uiLocale: string): string {
  try {
    return namesIn(uiLocale)?.of(code) ?? code
  } catch {
    // A code that is no language tag at all.
    return code
  }
}

/** A name at the start of a sentence or as a label ("Tyska"), by the interface language's rules. */
export function capitalised(text: string, uiLocale: string): string {
  const first = text.codePointAt(0)
  if (first === undefined) return text
  const char = String.fromCodePoint(first)
  let upper = char
  try {
    upper = char.toLocaleUpperCase(uiLocale)
  } catch {
    upper = char.toUpperCase()
  }
  return upper + text.slice(char.length)
}

/** The pair's language names in the interface's language: the messages take them as values. */
export interface LanguageNames {
  /** Mid-sentence ("Saknar tyska"). */
  source: string
  target: string
  /** A role's name mid-sentence. */
  of: (role: Role) => string
  /** A role's name at the start of a sentence or as a label ("Tyska", "Tyska: home.title"). */
  label: (role: Role) => string
}

export function useLanguageNames(): LanguageNames {
  const locale = useLingui().i18n.locale
  return useMemo(() => {
    const source = languageName(languages.source, locale)
    const target = languageName(languages.target, locale)
    const labels = { source: capitalised(source, locale), target: capitalised(target, locale) }
    return {
      source,
      target,
      of: (role: Role) => (role === 'source' ? source : target),
      label: (role: Role) => labels[role],
    }
  }, [locale])
}
