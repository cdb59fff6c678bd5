import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

export const supportFaq: { id: string; question: MessageDescriptor; answer: MessageDescriptor }[] =
  [
    {
      id: 'reply-time',
      question: msg({ id: 'support.faq.replyTime.q', message: 'Hur snabbt får jag svar?' }),
      answer: msg({
        id: 'support.faq.replyTime.a',
        message: 'Vi svarar inom 2 timmar, vardagar 9–17.',
      }),
    },
    {
      id: 'setup-time',
      question: msg({
        id: 'support.faq.setupTime.q',
        message: 'Hur lång tid tar det att komma igång?',
      }),
      answer: msg({
        id: 'support.faq.setupTime.a',
        message:
          'Själva installationen tar under 30 minuter, och upp till 2 timmar om ert flöde är mer komplext. Hela införandet, med data och rutiner, tar oftast 4–8 veckor.',
      }),
    },
    {
      id: 'trial',
      question: msg({ id: 'support.faq.trial.q', message: 'Vad kostar det att prova?' }),
      answer: msg({
        id: 'support.faq.trial.a',
        message:
          'Första månaden är gratis. Därefter betalar ni enligt avtalet, fasta avgifter månadsvis i förskott.',
      }),
    },
    {
      id: 'integration',
      question: msg({
        id: 'support.faq.integration.q',
        message: 'Kan Cirkla kopplas till vårt affärssystem?',
      }),
      answer: msg({
        id: 'support.faq.integration.a',
        message:
          'Ja. Cirkla har ett öppet API med realtidsdata för alla lastbärare. API:et är under utveckling – kontakta oss för betaåtkomst.',
      }),
    },
    {
      id: 'reporting',
      question: msg({
        id: 'support.faq.reporting.q',
        message: 'Hjälper ni till med rapporteringen till Naturvårdsverket?',
      }),
      answer: msg({
        id: 'support.faq.reporting.a',
        message:
          'Ja. Rapporterna tas fram automatiskt ur er spårningsdata, så ni slipper räkna för hand inför varje rapportering.',
      }),
    },
    {
      id: 'data-after-end',
      question: msg({
        id: 'support.faq.dataAfterEnd.q',
        message: 'Vad händer med vår data om vi slutar?',
      }),
      answer: msg({
        id: 'support.faq.dataAfterEnd.a',
        message: 'Ni kan få en kopia av er data inom 3 månader efter att tjänsten har avslutats.',
      }),
    },
  ]
