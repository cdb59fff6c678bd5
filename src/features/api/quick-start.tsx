import { Trans, useLingui } from '@lingui/react/macro'
import { css } from '../../../styled-system/css'
import * as Clipboard from '../../components/ui/clipboard'
import { site } from '../../config/site'
import { CheckIcon, CopyIcon } from './api-icons'
import { codeText } from './code-styles'

// The request is code, not copy: only the key placeholder is translated.
const AUTH_HEADER = 'Authorization: Bearer'
const STATUS_PATH = '/v1/tracking/status'

/**
 * The quick-start request as a plain <pre> (readable without JavaScript) with a copy button that
 * works once the page has hydrated. The copied state is announced through a polite live region.
 */
export function QuickStart() {
  const { t } = useLingui()
  const keyPlaceholder = t({ id: 'api.quickStart.keyPlaceholder', message: 'ER_API_NYCKEL' })
  const code = [
    'curl',
    '-H',
    `"${AUTH_HEADER} ${keyPlaceholder}"`,
    '\\\n ',
    `${site.apiHost}${STATUS_PATH}`,
  ].join(' ')
  const copyLabel = t({ id: 'api.quickStart.copy', message: 'Kopiera kod' })
  const copiedLabel = t({ id: 'api.quickStart.copied', message: 'Kopierat!' })
  return (
    <Clipboard.Root
      value={code}
      timeout={2000}
      translations={{ triggerLabel: (copied) => (copied ? copiedLabel : copyLabel) }}
    >
      <Clipboard.Control>
        <span className={css({ fontSize: 'sm', fontWeight: '600', color: 'fg.onBrand' })}>
          <Trans id="api.quickStart.codeLabel">Exempelanrop (curl)</Trans>
        </span>
        <Clipboard.Trigger data-testid="copy-code">
          <Clipboard.Indicator
            copied={
              <>
                <CheckIcon />
                {copiedLabel}
              </>
            }
          >
            <CopyIcon />
            {copyLabel}
          </Clipboard.Indicator>
        </Clipboard.Trigger>
      </Clipboard.Control>
      <pre className={codeText}>
        <code data-testid="quick-start-code">{code}</code>
      </pre>
      <Clipboard.Context>
        {(api) => (
          <span aria-live="polite" className={css({ srOnly: true })}>
            {api.copied ? copiedLabel : ''}
          </span>
        )}
      </Clipboard.Context>
    </Clipboard.Root>
  )
}
