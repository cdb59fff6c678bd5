import { msg } from '@lingui/core/macro'

/**
 * The out-of-date mark on a result the form no longer matches (calculator-tool.tsx says why it is
 * marked rather than recalculated): shown with the result, printed with it, and announced once.
 */
export const staleMessage = msg({
  id: 'calculator.result.stale',
  message:
    'Resultatet är inaktuellt: uppgifterna i formuläret har ändrats sedan det räknades ut. Beräkna igen för att uppdatera det.',
})
