import { msg } from '@lingui/core/macro'
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
  elsewhere: msg({ id: 'editor.inContext.what.elsewhere', message: 'samma text på annan plats' }),
} satisfies Record<What, unknown>
