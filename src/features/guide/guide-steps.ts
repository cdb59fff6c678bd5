import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { PagePath } from '../../i18n/pages'

export type StepIcon = 'account' | 'carriers' | 'integration' | 'report'

export interface GuideStep {
  id: string
  title: MessageDescriptor
  description: MessageDescriptor
  icon: StepIcon
  /** Shown as 'Klar' (done) or 'Väntande' (pending). The guide has no account behind it yet. */
  completed: boolean
  actionLabel: MessageDescriptor
  link: PagePath
}

// All four steps are pending: the site is marketing only and tracks no progress (spec §4).
export const guideSteps: GuideStep[] = [
  {
    id: 'account',
    title: msg({ id: 'guide.steps.account.title', message: 'Skapa ett konto' }),
    description: msg({
      id: 'guide.steps.account.description',
      message:
        'Registrera företaget och bjud in kollegorna som ska använda Cirkla. Systemadministratören styr vem som får göra vad.',
    }),
    icon: 'account',
    completed: false,
    actionLabel: msg({ id: 'guide.steps.account.action', message: 'Registrera konto' }),
    link: '/$lang/get-started/register',
  },
  {
    id: 'carriers',
    title: msg({ id: 'guide.steps.carriers.title', message: 'Lägg in era lastbärare' }),
    description: msg({
      id: 'guide.steps.carriers.description',
      message:
        'Märk pallar, burar och backar med QR-koder eller RFID-taggar och registrera dem med material och ursprungsland.',
    }),
    icon: 'carriers',
    completed: false,
    actionLabel: msg({ id: 'guide.steps.carriers.action', message: 'Läs materialguiden' }),
    link: '/$lang/materials/wood-plastic-steel',
  },
  {
    id: 'integration',
    title: msg({ id: 'guide.steps.integration.title', message: 'Koppla ihop era system' }),
    description: msg({
      id: 'guide.steps.integration.description',
      message:
        'Låt affärs- eller lagersystemet skicka transaktioner automatiskt via vårt öppna API, eller börja med att registrera dem i appen.',
    }),
    icon: 'integration',
    completed: false,
    actionLabel: msg({ id: 'guide.steps.integration.action', message: 'Läs API-dokumentationen' }),
    link: '/$lang/get-started/api',
  },
  {
    id: 'report',
    title: msg({ id: 'guide.steps.report.title', message: 'Ta fram den första rapporten' }),
    description: msg({
      id: 'guide.steps.report.description',
      message:
        'När transaktionerna flödar in tar Cirkla fram underlaget för producentansvaret och hållbarhetsredovisningen åt er.',
    }),
    icon: 'report',
    completed: false,
    actionLabel: msg({
      id: 'guide.steps.report.action',
      message: 'Se hur rapporteringen fungerar',
    }),
    link: '/$lang/sustainability-reporting',
  },
]
