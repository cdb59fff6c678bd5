import { Trans } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { PageIntro } from '../../components/layout/page-intro'
import { useLang } from '../../i18n/use-lang'
import { CalculatorTool } from './calculator-tool'
import { CalculatorBelowFold } from './calculator-sections'

export function CalculatorPage() {
  const lang = useLang()
  return (
    <>
      {/* <wbr>: the long compound may break on a 390 px phone instead of widening the page. */}
      <PageIntro
        breadcrumb="/$lang/calculator"
        title={
          <Trans id="calculator.intro.title">
            Miljöavgifts
            <wbr />
            kalkylator
          </Trans>
        }
        lead={
          <Trans id="calculator.intro.lead">
            Räkna ut vad förpackningsavgiften för era lastbärare kostar per år – och hur mycket ni
            sparar med ett godkänt återanvändningssystem.
          </Trans>
        }
      />
      {/* Printed, the page is its title, the form and the result: what the visitor calculated. */}
      <div data-printout className={css({ py: { base: '10', md: '14' } })}>
        <CalculatorTool lang={lang} />
      </div>
      <div className={css({ _print: { display: 'none' } })}>
        <CalculatorBelowFold />
      </div>
    </>
  )
}
