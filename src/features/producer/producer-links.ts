import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** External sources and authorities the page links to: the one place their URLs live. */
export const producerLinks: {
  id: string
  href: string
  name: MessageDescriptor
  text: MessageDescriptor
}[] = [
  {
    id: 'agency',
    href: 'https://www.naturvardsverket.se/',
    name: msg({ id: 'producer.links.agency.name', message: 'Naturvårdsverket' }),
    text: msg({
      id: 'producer.links.agency.text',
      message: 'Myndigheten som registrerar producenter och godkänner återanvändningssystem.',
    }),
  },
  {
    id: 'npa',
    href: 'https://www.npa.se/',
    name: msg({ id: 'producer.links.npa.name', message: 'NPA – Näringslivets Producentansvar' }),
    text: msg({
      id: 'producer.links.npa.text',
      message: 'Producentansvarsorganisation för förpackningar.',
    }),
  },
  {
    id: 'tmr',
    href: 'https://www.tmr.se/',
    name: msg({ id: 'producer.links.tmr.name', message: 'TMR' }),
    text: msg({
      id: 'producer.links.tmr.text',
      message: 'Producentansvarsorganisation för förpackningar.',
    }),
  },
  {
    id: 'eu',
    href: 'https://environment.ec.europa.eu/topics/waste-and-recycling/packaging-waste_en',
    name: msg({
      id: 'producer.links.eu.name',
      message: 'Europeiska kommissionen – förpackningar och förpackningsavfall',
    }),
    text: msg({
      id: 'producer.links.eu.text',
      message: 'EU:s förpackningsförordning och kraven till 2030.',
    }),
  },
]
