import { setupI18n } from '@lingui/core'
import { I18nProvider, Trans } from '@lingui/react'
import { hydrateWithRouter, type FloorTexts } from './with-router'
import { messages } from './messages'

/** Variant "lingui": the router variant with its texts from a compiled Lingui catalogue. */
export function createFloorI18n() {
  const i18n = setupI18n()
  i18n.loadAndActivate({ locale: 'sv', messages })
  return i18n
}

export const linguiTexts: FloorTexts = {
  home: <Trans id="floor.home" />,
  heading: <Trans id="floor.heading" />,
  other: <Trans id="floor.other" />,
}

export async function hydrateWithLingui(root: Element) {
  const i18n = createFloorI18n()
  await hydrateWithRouter(root, linguiTexts, (app) => (
    <I18nProvider i18n={i18n}>{app}</I18nProvider>
  ))
}
