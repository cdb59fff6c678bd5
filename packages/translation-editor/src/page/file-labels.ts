import type { MessageDescriptor } from '@lingui/core'
import { fileLabel } from '../host/host'

/**
 * A catalogue's name in the sidebar, the toolbar and the in-context panel: the app's label in the
 * editor's language (its host module), else the namespace itself.
 */
export function fileLabelText(ns: string, t: (descriptor: MessageDescriptor) => string): string {
  const label = fileLabel(ns)
  return label ? t(label) : ns
}
