/**
 * What the calculator's e2e and unit tests find its form by, as a visitor reads it in each language (the
 * catalogues' texts, written out: a renamed label must fail these tests). Each spec adds what
 * only it reads.
 */
export const calculatorForm = {
  sv: {
    url: '/sv/kalkylator',
    transports: 'Antal lastbärare per år',
    weight: 'Vikt per lastbärare (kg)',
    slider: 'Andel leveranser till företag',
    submit: 'Beräkna miljöavgift',
    material: { wood: 'Trä', plastic: 'Plast', steel: 'Stål' },
  },
  en: {
    url: '/en/calculator',
    transports: 'Load carriers per year',
    weight: 'Weight per load carrier (kg)',
    slider: 'Share of deliveries to businesses',
    submit: 'Calculate fee',
    material: { wood: 'Wood', plastic: 'Plastic', steel: 'Steel' },
  },
} as const
