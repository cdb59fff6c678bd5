import { Trans, useLingui } from '@lingui/react/macro'
import { CtaBand } from '../../../components/content/cta-band'
import { RelatedLinks } from '../../../components/content/related-links'
import type { PagePath } from '../../../i18n/pages'

/** Where to go next: book a demo or get in touch, or read on about the rules and materials. */
export function CalculatorMore() {
  const { t } = useLingui()
  const related: { page: PagePath; text: string }[] = [
    {
      page: '/$lang/producer-responsibility',
      text: t({
        id: 'calculator-details.related.producer',
        message:
          'Vad producentansvaret kräver av ert företag och hur avgifterna skiljer sig med och utan system.',
      }),
    },
    {
      page: '/$lang/materials/wood-plastic-steel',
      text: t({
        id: 'calculator-details.related.materials',
        message: 'Trä, plast eller stål: livslängd, vikt och återvinningsgrad jämförda.',
      }),
    },
    {
      page: '/$lang/optimize-fleet',
      text: t({
        id: 'calculator-details.related.fleet',
        message: 'Färre förlorade lastbärare och snabbare returer med spårning i realtid.',
      }),
    },
  ]

  return (
    <>
      <CtaBand
        id="calculator-cta"
        title={
          <Trans id="calculator-details.cta.heading">Vill ni sänka avgiften på riktigt?</Trans>
        }
        text={
          <Trans id="calculator-details.cta.text">
            Vi visar hur Cirkla spårar era lastbärare och hur ni ansluter till ett godkänt
            återanvändningssystem. Boka en demo eller hör av er.
          </Trans>
        }
        secondary={{
          page: '/$lang/contact',
          label: <Trans id="calculator-details.cta.contact">Kontakta oss</Trans>,
        }}
      />
      <RelatedLinks links={related} />
    </>
  )
}
