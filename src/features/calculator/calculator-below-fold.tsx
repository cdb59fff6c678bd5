import { useLang } from '../../i18n/use-lang'
import { CalculatorFaq } from './calculator-faq'
import { CalculatorMore } from './calculator-more'

/** The calculator page after "how it calculates" (calculator-sections.ts). */
export function CalculatorBelowFold() {
  const lang = useLang()
  return (
    <>
      <CalculatorFaq lang={lang} />
      <CalculatorMore />
    </>
  )
}
