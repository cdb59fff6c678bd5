import { Trans, useLingui } from '@lingui/react/macro'
import { css, cx } from '../../../styled-system/css'
import { button, pageContainer } from '../../../styled-system/recipes'
import { Logo } from './logo'

/**
 * What "/" shows without JavaScript (and to crawlers following x-default): a choice between the
 * two languages. With JavaScript, "/" redirects to the detected language before this renders.
 */
export function LanguageChooser() {
  const { t } = useLingui()
  return (
    <main
      id="main-content"
      className={cx(
        pageContainer({ width: 'prose' }),
        css({ py: '20', display: 'grid', gap: '8', justifyItems: 'center', textAlign: 'center' }),
      )}
    >
      <Logo />
      <h1 className={css({ textStyle: 'h2' })}>
        <Trans id="common.chooser.title">Välj språk · Choose language</Trans>
      </h1>
      <ul
        className={css({
          display: 'flex',
          gap: '4',
          listStyle: 'none',
          flexWrap: 'wrap',
          justifyContent: 'center',
        })}
      >
        <li>
          <a href="/sv" hrefLang="sv" lang="sv" className={button({ size: 'lg' })}>
            {t({ id: 'common.language.sv', message: 'Svenska' })}
          </a>
        </li>
        <li>
          <a
            href="/en"
            hrefLang="en"
            lang="en"
            className={button({ size: 'lg', visual: 'outline' })}
          >
            {t({ id: 'common.language.en', message: 'English' })}
          </a>
        </li>
      </ul>
    </main>
  )
}
