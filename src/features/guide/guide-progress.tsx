import { Trans } from '@lingui/react/macro'
import { intlNumber } from '../../i18n/format'
import { useLang } from '../../i18n/use-lang'
import { css } from '../../../styled-system/css'

/**
 * A native <progress>: the value is static, so Ark's Progress would add nothing but inline style
 * attributes (blocked by the coming CSP in prerendered HTML). The element has the progressbar role,
 * value and max built in, and its visible <label> is its accessible name.
 */
export function GuideProgress({ done, total }: { done: number; total: number }) {
  const percent = intlNumber(useLang(), total ? done / total : 0, { style: 'percent' })
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <div
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          gap: '4',
          fontWeight: '600',
        })}
      >
        <label htmlFor="guide-progress">
          <Trans id="guide.progress.label">
            {done} av {total} steg klara
          </Trans>
        </label>
        <span aria-hidden="true" className={css({ color: 'fg.muted' })}>
          {percent}
        </span>
      </div>
      <progress id="guide-progress" value={done} max={total} className={bar}>
        {percent}
      </progress>
    </div>
  )
}

const bar = css({
  appearance: 'none',
  w: 'full',
  h: '3',
  borderRadius: 'full',
  overflow: 'hidden',
  bg: 'bg.muted',
  borderWidth: '1px',
  borderColor: 'border.strong',
  '&::-webkit-progress-bar': { bg: 'bg.muted' },
  '&::-webkit-progress-value': { bg: 'bg.brand' },
  '&::-moz-progress-bar': { bg: 'bg.brand' },
})
