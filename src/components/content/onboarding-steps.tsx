import { Trans, useLingui } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
import { ContentSection } from './content-section'
import { cardGrids } from './card-list'

/** The three onboarding steps (spec §1), shared by the home and fleet pages. */
export function OnboardingSteps({ id = 'onboarding' }: { id?: string }) {
  const { t } = useLingui()
  const steps = [
    {
      id: 'nda',
      title: t({ id: 'common.onboarding.nda.title', message: 'Sekretessavtal och data' }),
      text: t({
        id: 'common.onboarding.nda.text',
        message: 'Vi skriver ett sekretessavtal och ni delar data om era flöden och lastbärare.',
      }),
    },
    {
      id: 'case',
      title: t({ id: 'common.onboarding.case.title', message: 'Affärscase' }),
      text: t({
        id: 'common.onboarding.case.text',
        message:
          'Vi räknar på besparingar i avgifter, svinn och bundet kapital för just er verksamhet.',
      }),
    },
    {
      id: 'start',
      title: t({ id: 'common.onboarding.start.title', message: 'Beslut och uppstart' }),
      text: t({
        id: 'common.onboarding.start.text',
        message:
          'Ni fattar beslut, vi kopplar upp er och utbildar teamet. Införandet tar normalt 4–8 veckor.',
      }),
    },
  ]
  return (
    <ContentSection
      id={id}
      tone="brand"
      title={<Trans id="common.onboarding.title">Så kommer ni igång</Trans>}
      intro={
        <Trans id="common.onboarding.intro">
          Tre steg från första samtal till full drift – på 4–8 veckor.
        </Trans>
      }
    >
      <ol className={cx(cardGrids[3], css({ listStyle: 'none', counterReset: 'step' }))}>
        {steps.map((s, i) => (
          <li
            key={s.id}
            className={css({
              display: 'grid',
              gap: '2',
              alignContent: 'start',
              p: '5',
              bg: 'bg.canvas',
              borderRadius: 'lg',
              borderWidth: '1px',
              borderColor: 'border.default',
            })}
          >
            <span
              aria-hidden="true"
              className={css({
                display: 'grid',
                placeItems: 'center',
                w: '10',
                h: '10',
                borderRadius: 'full',
                bg: 'bg.brand',
                color: 'fg.inverted',
                fontWeight: '800',
              })}
            >
              {i + 1}
            </span>
            <h3 className={css({ textStyle: 'h3' })}>{s.title}</h3>
            <p className={css({ color: 'fg.muted' })}>{s.text}</p>
          </li>
        ))}
      </ol>
    </ContentSection>
  )
}
