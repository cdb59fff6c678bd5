import { createToaster } from '@ark-ui/react/toast'

/** One toast region for the editor (copy confirmations, save results, load failures). */
export const editorToaster = createToaster({
  placement: 'bottom-end',
  duration: 5000,
  overlap: false,
  gap: 12,
})
