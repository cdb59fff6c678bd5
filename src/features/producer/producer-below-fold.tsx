import { Trans, useLingui } from '@lingui/react/macro'
import { ContentSection } from '../../components/content/content-section'
import { CtaBand } from '../../components/content/cta-band'
import { Faq } from '../../components/content/faq'
import { RelatedLinks } from '../../components/content/related-links'
import { useLang } from '../../i18n/use-lang'
import { producerFaq } from './producer-faq'
import { ProducerGuidance } from './producer-guidance'

/** The producer page after its fee table (producer-sections.ts). */
export function ProducerBelowFold() {
  const lang = useLang()
  const { i18n } = useLingui()
  return (
    <>
      <ProducerGuidance lang={lang} />
      <ContentSection
        id="faq"
        tone="subtle"
        title={<Trans id="producer.faq.title">Vanliga frågor om producentansvar</Trans>}
        width="prose"
      >
        <Faq items={producerFaq(i18n, lang)} />
      </ContentSection>
      <RelatedLinks
        links={[
          {
            page: '/$lang/calculator',
            text: (
              <Trans id="producer.related.calculator">Se vad avgiften blir för era volymer.</Trans>
            ),
          },
          {
            page: '/$lang/materials/wood-plastic-steel',
            text: <Trans id="producer.related.materials">Jämför trä, plast och stål.</Trans>,
          },
          {
            page: '/$lang/optimize-fleet',
            text: <Trans id="producer.related.fleet">Få tillbaka fler lastbärare, snabbare.</Trans>,
          },
        ]}
      />
      <CtaBand
        title={
          <Trans id="producer.cta.title">
            Sluta betala full avgift för lastbärare som kommer tillbaka
          </Trans>
        }
        text={
          <Trans id="producer.cta.text">
            Vi visar hur ni ansluter era lastbärare till ett godkänt system och vad ni sparar.
          </Trans>
        }
        secondary={{
          page: '/$lang/',
          hash: 'contact',
          label: <Trans id="producer.cta.contact">Kontakta oss</Trans>,
        }}
      />
    </>
  )
}
