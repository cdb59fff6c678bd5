import { msg } from '@lingui/core/macro'

/**
 * The host's answer to a request whose headers it cannot take (deploy/nginx.conf, error_page
 * 494): most often cookies that another service of the same domain set, since this site sets
 * none (the cookie policy). The build writes it as a plain document (scripts/lib/host-files.ts).
 */
export const badRequestMessages = {
  title: msg({ id: 'cookies.badRequest.title', message: 'Förfrågan kunde inte tas emot' }),
  cause: msg({
    id: 'cookies.badRequest.cause',
    message:
      'Webbläsaren skickade mer än vi tar emot, oftast för många eller för stora cookies. Den här webbplatsen sätter inga cookies själv; de kommer från en annan tjänst på samma domän.',
  }),
  fix: msg({
    id: 'cookies.badRequest.fix',
    message:
      'Ta bort cookies för den här webbplatsen i webbläsarens inställningar och ladda sedan om sidan.',
  }),
  code: msg({ id: 'cookies.badRequest.code', message: 'Felkod 400' }),
  home: msg({ id: 'cookies.badRequest.home', message: 'Till startsidan' }),
}
