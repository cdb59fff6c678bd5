import { Trans, useLingui } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { ContentSection } from '../../components/content/content-section'
import dashboard from '../../assets/home/dashboard.svg?no-inline'

const h3 = css({ textStyle: 'h3' })
const muted = css({ color: 'fg.muted' })

/** The future system with its dashboard, and what Cirkla is. */
export function HomeStory() {
  const { t } = useLingui()
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
