import { Trans, useLingui } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
import { card, pageContainer, section } from '../../../styled-system/recipes'
import { CtaBand } from '../../components/content/cta-band'
import { ExternalLink } from '../../components/content/external-link'
import { PageIntro } from '../../components/layout/page-intro'
import { LineIcon } from '../../components/ui/icons'
import { isPlaceholder } from '../../config/site'
import { initials, teamMembers } from './team-members'

/**
 * The team: five cards. While src/config/site.ts marks the names a placeholder, each card says
 * the name is to follow, as the phone number does (contact-details.tsx): the example names are
 * never shown as the team.
 */
export function TeamPage() {
  const { i18n } = useLingui()
  const pending = isPlaceholder('team')
  return (
    <>
      <PageIntro
        title={<Trans id="about.team.intro.title">Träffa teamet</Trans>}
        lead={
          pending ? (
            <Trans id="about.team.intro.leadPending">
              Cirklas team är fem personer. Deras namn kommer.
            </Trans>
          ) : (
            <Trans id="about.team.intro.lead">Här är de fem personerna i Cirklas team.</Trans>
          )
        }
      />
      <section aria-labelledby="team-title" className={section()}>
        <div className={cx(pageContainer(), css({ display: 'grid', gap: '6' }))}>
          <h2 id="team-title" className={css({ textStyle: 'h2' })}>
            <Trans id="about.team.list.title">Vi som arbetar på Cirkla</Trans>
          </h2>
          <ul
            className={css({
              display: 'grid',
              gap: '5',
              gridTemplateColumns: {
                base: 'minmax(0, 1fr)',
                md: 'repeat(2, minmax(0, 1fr))',
                lg: 'repeat(3, minmax(0, 1fr))',
              },
            })}
          >
            {teamMembers.map((m) => {
              const name = m.name
              return (
                <li key={m.id} className={card()} data-member={m.id}>
                  <span
                    aria-hidden="true"
                    className={css({
                      display: 'grid',
                      placeItems: 'center',
                      w: '16',
                      h: '16',
                      borderRadius: 'full',
                      bg: 'bg.brand',
                      color: 'fg.inverted',
                      fontSize: 'xl',
                      fontWeight: '800',
                    })}
                  >
                    {pending ? <PersonIcon /> : initials(m.name)}
                  </span>
                  <h3 className={css({ textStyle: 'h3' })}>
                    {pending ? (
                      <span data-placeholder="team">
                        <Trans id="about.team.namePending">Namn kommer</Trans>
                      </span>
                    ) : (
                      m.name
                    )}
                  </h3>
                  {m.role && (
                    <p className={css({ color: 'fg.brand', fontWeight: '600' })}>
                      {i18n._(m.role)}
                    </p>
                  )}
                  {m.profileUrl && (
                    <ExternalLink href={m.profileUrl}>
                      <Trans id="about.team.profile">Mer om {name}</Trans>
                    </ExternalLink>
                  )}
                </li>
              )
            })}
          </ul>
        </div>
      </section>
      <CtaBand
        title={<Trans id="about.team.cta.title">Vill ni prata med oss?</Trans>}
        text={<Trans id="about.team.cta.text">Boka en demo så visar vi plattformen.</Trans>}
        secondary={{
          page: '/$lang/contact',
          label: <Trans id="about.team.cta.contact">Kontakta oss</Trans>,
        }}
      />
    </>
  )
}

/** A person's outline: the team page's avatar while the names are to follow. */
const PersonIcon = () => (
  <LineIcon size={32}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </LineIcon>
)
