import { useLang } from '../../i18n/use-lang'
import { CalculatorFaq } from './calculator-faq'
import { CalculatorInfo } from './calculator-info'
import { CalculatorMore } from './calculator-more'

/** The calculator page below its tool, from "how it calculates" on (calculator-sections.ts). */
export function CalculatorBelowFold() {
  const lang = useLang()
  return (
    <>
      <CalculatorInfo lang={lang} />
      <CalculatorFaq lang={lang} />
      <CalculatorMore />
    </>
  )
}
