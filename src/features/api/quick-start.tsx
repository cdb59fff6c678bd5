import type { FormEvent, ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useClipboardContext } from '@ark-ui/react/clipboard'
import { css } from '../../../styled-system/css'
import * as Clipboard from '../../components/ui/clipboard'
import { useHeldSubmit } from '../../components/hydration/use-held-submit'
import { site } from '../../config/site'
import { CheckIcon, CopyIcon } from './api-icons'
import { codeText } from './code-styles'

// The request is code, not copy: only the key placeholder is translated.
const AUTH_HEADER = 'Authorization: Bearer'
const STATUS_PATH = '/v1/tracking/status'

/**
 * The quick-start request as a plain <pre> (readable without JavaScript) with a copy button. The
 * copied state is announced through a polite live region. Its code (Ark's Clipboard) is not in
 * the page's first load: it hydrates when the visitor turns to it (api-page.tsx). The button is
 * its form's submit, so a press before then is held like any early submit and copies once the
 * block has hydrated (CopyForm).
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
      <CopyForm>
        <span className={css({ fontSize: 'sm', fontWeight: '600', color: 'fg.onBrand' })}>
          <Trans id="api.quickStart.codeLabel">Exempelanrop (curl)</Trans>
        </span>
        <Clipboard.Trigger type="submit" data-testid="copy-code">
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
      </CopyForm>
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

/**
 * The copy button's row, as a form (rule "early submit held", hydration.ts). A click on the
 * live button copies through Ark's trigger; its submit, which follows, does nothing more. A
 * press before the block hydrated was a submit the page's hold kept (held-submit.ts); once
 * hydrated, useHeldSubmit submits it again, without a submitter (requestSubmit()): that one
 * copies. Without JavaScript the hold is not there and the button reloads the page.
 */
function CopyForm({ children }: { children: ReactNode }) {
  const clipboard = useClipboardContext()
  const held = useHeldSubmit()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!(event.nativeEvent as SubmitEvent).submitter) clipboard.copy()
  }
  return (
    <Clipboard.Control asChild>
      <form {...held} onSubmit={onSubmit}>
        {children}
      </form>
    </Clipboard.Control>
  )
}
