import type { Messages } from '@lingui/core'

/**
 * Variant "lingui"'s one catalogue, in the form `lingui compile` (and the site's
 * @lingui/vite-plugin, which compiles each .po at build time) writes: ids to compiled messages.
 * Imported statically: the site fetches its catalogues as chunks of their own, one more request
 * the floor leaves out.
 */
export const messages: Messages = JSON.parse(
  '{"floor.home":["Cirkla"],"floor.heading":["Spåra lastbärare"],"floor.other":["English"]}',
) as Messages
