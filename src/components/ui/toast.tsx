import { Toast, Toaster as ArkToaster, createToaster } from '@ark-ui/react/toast'
import { createStyleContext } from './style-context'
import { toast } from '../../../styled-system/recipes'

const { withProvider, withContext } = createStyleContext(toast)

const Root = withProvider(Toast.Root, 'root')
const Title = withContext(Toast.Title, 'title')
const Description = withContext(Toast.Description, 'description')
const CloseTrigger = withContext(Toast.CloseTrigger, 'closeTrigger')

export { createToaster }
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Ark's own Toaster prop type
export type ToasterStore = ReturnType<typeof createToaster<any>>

/**
 * The toast region with the default look: title, optional description, close button.
 * Render it on the client only (after mount): Zag positions the region with inline styles,
 * which a prerendered page under a strict CSP must not contain.
 */
export function Toaster(props: { toaster: ToasterStore; label: string; closeLabel: string }) {
  return (
    <ArkToaster toaster={props.toaster} className={toast().group} aria-label={props.label}>
      {(t) => (
        <Root key={t.id}>
          {t.title && <Title>{t.title}</Title>}
          {t.description && <Description>{t.description}</Description>}
          <CloseTrigger aria-label={props.closeLabel}>
            <svg width={16} height={16} viewBox="0 0 24 24" aria-hidden focusable={false}>
              <path
                d="M6 6l12 12M18 6 6 18"
                stroke="currentColor"
                strokeWidth={2}
                strokeLinecap="round"
              />
            </svg>
          </CloseTrigger>
        </Root>
      )}
    </ArkToaster>
  )
}
