import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
// ?no-inline: served as files, never as data: URIs, so a strict img-src CSP keeps working.
import euroPallet from '../../assets/home/euro-pallet.svg?no-inline'
import plasticPallet from '../../assets/home/plastic-pallet.svg?no-inline'
import halfPallet from '../../assets/home/half-pallet.svg?no-inline'
import quarterPallet from '../../assets/home/quarter-pallet.svg?no-inline'
import displayPallet from '../../assets/home/display-pallet.svg?no-inline'
import industrialPallet from '../../assets/home/industrial-pallet.svg?no-inline'
import woodenCrate from '../../assets/home/wooden-crate.svg?no-inline'
import plasticCrate from '../../assets/home/plastic-crate.svg?no-inline'
import genericCarrier from '../../assets/home/generic-load-carrier.svg?no-inline'

/** The nine load carriers of the home page's strip, in the spec's order. */
export const carriers: { id: string; src: string; alt: MessageDescriptor }[] = [
  {
    id: 'euro-pallet',
    src: euroPallet,
    alt: msg({ id: 'home.carriers.euroPallet', message: 'EUR-pall i trä' }),
  },
  {
    id: 'plastic-pallet',
    src: plasticPallet,
    alt: msg({ id: 'home.carriers.plasticPallet', message: 'Plastpall' }),
  },
  {
    id: 'half-pallet',
    src: halfPallet,
    alt: msg({ id: 'home.carriers.halfPallet', message: 'Halvpall' }),
  },
  {
    id: 'quarter-pallet',
    src: quarterPallet,
    alt: msg({ id: 'home.carriers.quarterPallet', message: 'Kvartspall' }),
  },
  {
    id: 'display-pallet',
    src: displayPallet,
    alt: msg({ id: 'home.carriers.displayPallet', message: 'Displaypall med varor' }),
  },
  {
    id: 'industrial-pallet',
    src: industrialPallet,
    alt: msg({ id: 'home.carriers.industrialPallet', message: 'Industripall' }),
  },
  {
    id: 'wooden-crate',
    src: woodenCrate,
    alt: msg({ id: 'home.carriers.woodenCrate', message: 'Trälåda' }),
  },
  {
    id: 'plastic-crate',
    src: plasticCrate,
    alt: msg({ id: 'home.carriers.plasticCrate', message: 'Plastback' }),
  },
  {
    id: 'generic-load-carrier',
    src: genericCarrier,
    alt: msg({ id: 'home.carriers.generic', message: 'Generisk lastbärare med streckkod' }),
  },
]
