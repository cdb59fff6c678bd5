import { msg } from '@lingui/core/macro'
import type { Where } from './page-list'
import type { What } from './pick'

/** The tab's second line when one click matches several messages: what each one is. */
export const whatLabels = {
  sentence: msg({ id: 'editor.inContext.what.sentence', message: 'hela meningen' }),
  heading: msg({ id: 'editor.inContext.what.heading', message: 'den här rubriken' }),
  button: msg({ id: 'editor.inContext.what.button', message: 'den här knappen' }),
  link: msg({ id: 'editor.inContext.what.link', message: 'den här länken' }),
  text: msg({ id: 'editor.inContext.what.text', message: 'den här texten' }),
  title: msg({ id: 'editor.inContext.what.title', message: 'sidans titel' }),
  menu: msg({ id: 'editor.inContext.what.menu', message: 'menyetiketten' }),
  selectPlaceholder: msg({
    id: 'editor.inContext.what.selectPlaceholder',
    message: 'platshållaren i väljaren',
  }),
  selectOption: msg({
    id: 'editor.inContext.what.selectOption',
    message: 'ett alternativ i väljaren',
  }),
  elsewhere: msg({ id: 'editor.inContext.what.elsewhere', message: 'samma text på annan plats' }),
} satisfies Record<What, unknown>

/**
 * The list's name for where a message shows. "Sidans titel" is the tab title (<title>) only: an
 * H1 is a heading, and editing it changes the H1.
 */
export const whereLabels = {
  heading: msg({ id: 'editor.inContext.where.heading', message: 'Rubrik' }),
  menu: msg({ id: 'editor.inContext.where.menu', message: 'Menyetikett' }),
  link: msg({ id: 'editor.inContext.where.link', message: 'Länk' }),
  button: msg({ id: 'editor.inContext.where.button', message: 'Knapp' }),
  label: msg({ id: 'editor.inContext.where.label', message: 'Fältetikett' }),
  text: msg({ id: 'editor.inContext.where.text', message: 'Text' }),
  alt: msg({ id: 'editor.inContext.where.alt', message: 'Bildtext (alt)' }),
  'aria-label': msg({ id: 'editor.inContext.where.ariaLabel', message: 'Namn för skärmläsare' }),
  title: msg({ id: 'editor.inContext.where.title', message: 'Beskrivning vid hovring' }),
  placeholder: msg({ id: 'editor.inContext.where.placeholder', message: 'Exempeltext i fält' }),
  'select-placeholder': msg({
    id: 'editor.inContext.where.selectPlaceholder',
    message: 'Platshållare i väljare',
  }),
  'select-option': msg({
    id: 'editor.inContext.where.selectOption',
    message: 'Alternativ i väljare',
  }),
  'head-title': msg({ id: 'editor.inContext.where.headTitle', message: 'Sidans titel' }),
  'meta-description': msg({
    id: 'editor.inContext.where.metaDescription',
    message: 'Metabeskrivning (sökresultat)',
  }),
  meta: msg({ id: 'editor.inContext.where.meta', message: 'Metadata (sökord, delning)' }),
  rendered: msg({ id: 'editor.inContext.where.rendered', message: 'Visas inte just nu' }),
} satisfies Record<Where, unknown>
