import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import { button } from '../../../styled-system/recipes'
import { site } from '../../config/site'

const mapHost = new URL(site.mapEmbedUrl).hostname

/**
 * The external map loads only after the visitor asks for it: until then no request goes to the * map provider (it would receive the visitor's IP address). The text address stays for everyone.
 * `example`: the map or the address is still a placeholder, so the frame is named an example map,
 * not "our address".
 */
export function ContactMap({ example }: { example: boolean }) {
  const { t } = useLingui()
  const [shown, setShown] = useState(false)
  return (
    <div className={frame}>
      {shown ? (
        <iframe
          src={site.mapEmbedUrl}
          title={
            example
              ? t({ id: 'contact.map.iframeTitleExample', message: 'Exempelkarta' })
              : t({ id: 'contact.map.iframeTitle', message: 'Karta som visar vår adress' })
          }
          width={800}
          height={400}
          loading="lazy"
          referrerPolicy="no-referrer"
          className={css({ w: 'full', h: 'full', border: '0' })}
        />
      ) : (
        <div
          className={css({
            display: 'grid',
            gap: '3',
            justifyItems: 'start',
            p: { base: '5', md: '8' },
            maxW: 'xl',
          })}
        >
          <p className={css({ color: 'fg.muted' })}>
            <Trans id="contact.map.consent">
              Kartan hämtas från {mapHost}. När ni visar den skickas bland annat er IP-adress dit,
              så vi laddar den först när ni ber om det.
            </Trans>
          </p>
          <button type="button" className={button()} onClick={() => setShown(true)}>
            <Trans id="contact.map.show">Visa karta</Trans>
          </button>
        </div>
      )}
    </div>
  )
}

const frame = css({
  display: 'grid',
  // On paper the address (beside it) is the map; the consent button has nothing to do there.
  _print: { display: 'none' },
  alignItems: 'center',
  aspectRatio: { base: '4 / 3', md: '2 / 1' },
  w: 'full',
  borderRadius: 'lg',
  overflow: 'hidden',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.subtle',
})
