import { Trans, useLingui } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { button } from '../../../styled-system/recipes'

/** Footer newsletter block (spec: placeholder + subscribe button). Validation and the demo
 *  confirmation belong to the forms work; nothing is ever sent. */
export function NewsletterForm() {
  const { t } = useLingui()
  return (
    <form
      method="post"
      noValidate
      onSubmit={(e) => e.preventDefault()}
      aria-labelledby="footer-newsletter"
      className={css({ display: 'grid', gap: '3', alignContent: 'start' })}
    >
      <h2
        id="footer-newsletter"
        className={css({
          fontSize: 'sm',
          fontWeight: '700',
          textTransform: 'uppercase',
          letterSpacing: '0.06em',
          color: 'brand.200',
        })}
      >
        <Trans id="common.newsletter.title">Nyhetsbrev</Trans>
      </h2>
      <p className={css({ textStyle: 'small', color: 'brand.100' })}>
        <Trans id="common.newsletter.text">
          Nyheter om producentansvar och återanvändning, högst en gång i månaden.
        </Trans>
      </p>
      <label htmlFor="newsletter-email" className={css({ textStyle: 'small', fontWeight: '600' })}>
        <Trans id="common.newsletter.emailLabel">E-postadress</Trans>
      </label>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t({ id: 'common.newsletter.placeholder', message: 'namn@foretag.se' })}
          className={css({
            w: 'full',
            bg: 'bg.canvas',
            color: 'fg.default',
            borderRadius: 'md',
            px: '3',
            py: '2',
            minH: '11',
          })}
        />
        <button type="submit" className={button({ visual: 'inverted', size: 'md' })}>
          <Trans id="common.newsletter.submit">Prenumerera</Trans>
        </button>
      </div>
    </form>
  )
}
