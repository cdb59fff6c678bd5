import { Trans, useLingui } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { useSiteForm } from '../forms/form-hook'
import { newsletterSchema, type NewsletterValues } from './newsletter-checks'

const defaultValues: NewsletterValues = { email: '' }

/**
 * The footer's newsletter sign-up, built like every other form. Nothing is sent. Its code (with
 * TanStack Form) is fetched when the visitor turns to it (site-footer.tsx).
 * @public imported dynamically by site-footer.tsx, which knip cannot follow
 */
export function NewsletterForm() {
  const { t } = useLingui()
  const form = useSiteForm({ id: 'newsletter', defaultValues, schema: newsletterSchema })
  return (
    <form.AppForm>
      <form.SiteForm
        labelledBy="footer-newsletter"
        tone="inverted"
        summaryHeadingLevel={3}
        className={css({
          display: 'grid',
          gap: '3',
          alignContent: 'start',
          _print: { display: 'none' },
        })}
        header={
          <>
            <h2
              id="footer-newsletter"
              className={css({
                fontSize: 'sm',
                fontWeight: '700',
                textTransform: 'uppercase',
                letterSpacing: '0.06em',
                color: 'fg.onBrandLabel',
              })}
            >
              <Trans id="common.newsletter.title">Nyhetsbrev</Trans>
            </h2>
            <p className={css({ textStyle: 'small', color: 'fg.onBrand' })}>
              <Trans id="common.newsletter.text">
                Nyheter om producentansvar och återanvändning.
              </Trans>
            </p>
          </>
        }
        confirmation={{
          title: (
            <Trans id="common.newsletter.done.title">Demo: ingen prenumeration skapades</Trans>
          ),
          text: (
            <Trans id="common.newsletter.done.text">Ingenting skickades. Det här är en demo.</Trans>
          ),
        }}
      >
        <form.AppField name="email">
          {(f) => (
            <f.EmailField
              label={<Trans id="common.newsletter.emailLabel">E-postadress</Trans>}
              placeholder={t({ id: 'common.newsletter.placeholder', message: 'namn@foretag.se' })}
            />
          )}
        </form.AppField>
        <form.SubmitButton visual="inverted" size="md">
          <Trans id="common.newsletter.submit">Prenumerera</Trans>
        </form.SubmitButton>
      </form.SiteForm>
    </form.AppForm>
  )
}
