import { Trans, useLingui } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { card } from '../../../styled-system/recipes'
import { ContentSection } from '../../components/content/content-section'
import { formatCompact } from '../../i18n/format'
import type { Locale } from '../../i18n/locales'
import dashboard from '../../assets/home/dashboard.svg?no-inline'

const twoCols = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
})
const h3 = css({ textStyle: 'h3' })
const muted = css({ color: 'fg.muted' })

/** Challenges and solution, the future system with its dashboard, and what Cirkla is. */
export function HomeStory({ lang }: { lang: Locale }) {
  const { t } = useLingui()
  const lostPallets = formatCompact(35_000_000, lang)
  const values = [
    {
      id: 'realtime',
      title: t({ id: 'home.future.realtime.title', message: 'Realtidsdata för alla lastbärare' }),
      text: t({
        id: 'home.future.realtime.text',
        message: 'QR-koder och RFID visar var varje pall, bur och back finns och hos vem den står.',
      }),
    },
    {
      id: 'reporting',
      title: t({ id: 'home.future.reporting.title', message: 'Rapporter som skriver sig själva' }),
      text: t({
        id: 'home.future.reporting.text',
        message:
          'Mängder per material sammanställs automatiskt och rapporten till Naturvårdsverket genereras åt er.',
      }),
    },
    {
      id: 'api',
      title: t({ id: 'home.future.api.title', message: 'Öppet API för integration' }),
      text: t({
        id: 'home.future.api.text',
        message:
          'Koppla ihop Cirkla med affärssystem, WMS och TMS så att flödet av lastbärare följer flödet av gods.',
      }),
    },
  ]
  return (
    <>
      <ContentSection
        id="challenges"
        title={<Trans id="home.challenges.title">Utmaningen – och lösningen</Trans>}
        intro={
          <Trans id="home.challenges.intro">
            Lastbärare är värdefulla men försvinner i flödet. Samtidigt kostar varje kilo
            förpackning en avgift.
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
                Svinnet syns direkt, fler lastbärare kommer tillbaka och ni betalar bara en bråkdel
                av avgiften eftersom systemet är godkänt för återanvändning.
              </Trans>
            </p>
          </article>
        </div>
      </ContentSection>

      <ContentSection
        id="future"
        tone="subtle"
        title={<Trans id="home.future.title">Framtidens system för lastbärare</Trans>}
        intro={
          <Trans id="home.future.intro">Ett verktyg för logistik, ekonomi och hållbarhet.</Trans>
        }
      >
        <div
          className={css({
            display: 'grid',
            gap: '8',
            alignItems: 'center',
            gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '1fr 1.1fr' },
          })}
        >
          <ul className={css({ display: 'grid', gap: '5' })}>
            {values.map((v) => (
              <li
                key={v.id}
                className={css({
                  display: 'grid',
                  gap: '1',
                  pl: '4',
                  borderLeftWidth: '4px',
                  borderColor: 'border.brand',
                })}
              >
                <h3 className={h3}>{v.title}</h3>
                <p className={muted}>{v.text}</p>
              </li>
            ))}
          </ul>
          {/* Far below the fold: fetched as the visitor scrolls, not with the first screen. */}
          <img
            src={dashboard}
            width={560}
            height={380}
            loading="lazy"
            decoding="async"
            alt={t({
              id: 'home.future.dashboardAlt',
              message:
                'Cirklas översikt med returgrad, svinn, utsläpp, ett stapeldiagram över returer och en karta över lastbärarnas rörelser',
            })}
            className={css({ w: 'full', h: 'auto', borderRadius: 'xl', boxShadow: 'raised' })}
          />
        </div>
      </ContentSection>

      <ContentSection
        id="about"
        title={<Trans id="home.about.title">Vad är Cirkla?</Trans>}
        width="prose"
      >
        <div className={css({ display: 'grid', gap: '4', color: 'fg.muted', textStyle: 'lead' })}>
          <p>
            <Trans id="home.about.p1">
              Cirkla är en molntjänst för att spåra och hantera återanvändbara lastbärare:
              EUR-pallar, pallkragar, kabeltrummor, rullburar, plastpallar, stålburar,
              metallcontainrar, backar och flaskor. Lastbärarna skickas tillbaka till avsändaren och
              används igen.
            </Trans>
          </p>
          <p>
            <Trans id="home.about.p2">
              Vi driver det enda generiska återanvändningssystemet för lastbärare som är godkänt av
              Naturvårdsverket. Det betyder att ni som ansluter er betalar en kraftigt reducerad
              förpackningsavgift – och får full koll på er flotta på köpet.
            </Trans>
          </p>
        </div>
      </ContentSection>
    </>
  )
}
