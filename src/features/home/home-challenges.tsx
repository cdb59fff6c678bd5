import { Trans } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { card } from '../../../styled-system/recipes'
import { ContentSection } from '../../components/content/content-section'
import { formatCompact } from '../../i18n/format'
import type { Locale } from '../../i18n/locales'

const twoCols = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
})
const h3 = css({ textStyle: 'h3' })
const muted = css({ color: 'fg.muted' })

/**
 * Challenges and solution: the section right after the hero, its top already on the first screen
 * (desktop and phone), so it hydrates with the page; the rest waits (home-sections.ts).
 */
export function HomeChallenges({ lang }: { lang: Locale }) {
  const lostPallets = formatCompact(35_000_000, lang)
  return (
    <ContentSection
      id="challenges"
      title={<Trans id="home.challenges.title">Utmaningen – och lösningen</Trans>}
      intro={
        <Trans id="home.challenges.intro">
          Lastbärare är värdefulla men försvinner i flödet. Samtidigt kostar varje kilo förpackning
          en avgift.
        </Trans>
      }
    >
      <div className={twoCols}>
        <article className={card({ tone: 'plain' })}>
          <h3 className={h3}>
            <Trans id="home.challenges.problem.title">Utmaningen</Trans>
          </h3>
          <p className={muted}>
            <Trans id="home.challenges.problem.text">
              Varje år försvinner omkring {lostPallets} träpallar i Sverige. Ingen vet var de tog
              vägen, nya måste köpas in och förpackningsavgiften för trä betalas om och om igen.
            </Trans>
          </p>
        </article>
        <article className={card({ tone: 'brand' })}>
          <h3 className={h3}>
            <Trans id="home.challenges.solution.title">Lösningen</Trans>
          </h3>
          <p className={muted}>
            <Trans id="home.challenges.solution.text">
              Med Cirkla registreras varje lastbärare när den skickas och när den kommer tillbaka.
              Svinnet syns direkt, fler lastbärare kommer tillbaka och ni betalar bara en bråkdel av
              avgiften eftersom systemet är godkänt för återanvändning.
            </Trans>
          </p>
        </article>
      </div>
    </ContentSection>
  )
}
