import { useLang } from '../../i18n/use-lang'
import { loadLaterCatalogue, useLaterCatalogue } from '../../i18n/later-catalogues'
import { i18n } from '../../i18n/catalogs'
import type { Locale } from '../../i18n/locales'
import { CalculatorFaq } from './details/calculator-faq'
import { CalculatorInfo } from './calculator-info'
import { CalculatorMore } from './details/calculator-more'

/**
 * The calculator page below its tool, from "how it calculates" on (calculator-sections.ts). Its
 * questions and links are in `calculator-details`, loaded with this code.
 */
function CalculatorBelowFold() {
  const lang = useLang()
  useLaterCatalogue('calculator-details')
  return (
    <>
      <CalculatorInfo lang={lang} />
      <CalculatorFaq lang={lang} />
      <CalculatorMore />
    </>
  )
}

/** The part once its messages are there, in the language shown (calculator-sections.ts). */
export const withMessages = () =>
  loadLaterCatalogue(i18n.locale as Locale, 'calculator-details').then(() => CalculatorBelowFold)
