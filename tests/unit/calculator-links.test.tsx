import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderRoute } from './render-route'
import { calculatorForm } from '../e2e/calculator-labels'

// A shared link shows its values,
// with the real router, in either language's way of writing numbers, and the URL is the
// calculator's state. A link is read as the form reads typing: a value the form refuses shows
// in its field with the form's own message, one no control can show (a material or share the
// form does not have) with a message beside the control, never as a silent default; a repeated
// parameter counts by its first value. (That the prerendered page is neutral until hydrated, and
// fills in after, is proved in a browser by calculator-robustness.spec.ts.)

// The labels as a visitor reads them, from the one list the calculator's e2e specs use.
const ui = calculatorForm

type Material = 'wood' | 'plastic' | 'steel'

/** The messages a link's values get, in Swedish (the form's own, and the link's). */
const says = {
  negative: 'Antalet kan inte vara negativt.',
  notInteger: 'Ange ett helt antal lastbärare.',
  notANumber: 'Ange ett tal. Fältet räknas som 0.',
  weightTooLarge: 'Ange högst 10 000 kg per lastbärare.',
  ambiguous:
    'Tre siffror efter punkt eller komma kan betyda tusental eller decimaler. Skriv 1250 eller 1,25.',
  material: (given: string) =>
    `Länken angav materialet ”${given}”, som kalkylatorn inte har. Valt i stället: Trä.`,
  business: (given: string) =>
    `Länken angav andelen ”${given}”, men andelen är ett heltal från 0 till 100. Reglaget visar 100 %.`,
}

/**
 * Shared-link shapes: the query, what the form shows (the weight as each language writes it),
 * what it says beside each control, the query left in the URL, and whether a result shows.
 */
const corpus: {
  query: string
  transports: string
  weight: { sv: string; en: string }
  material: Material
  business: number
  says?: Partial<Record<'transports' | 'weight' | 'material' | 'business', string>>
  url: string
  result: boolean
}[] = [
  {
    query: '',
    transports: '',
    weight: { sv: '', en: '' },
    material: 'wood',
    business: 100,
    url: '',
    result: false,
  },
  {
    query: '?material=steel&business=30',
    transports: '',
    weight: { sv: '', en: '' },
    material: 'steel',
    business: 30,
    url: '?material=steel&business=30',
    result: false,
  },
  {
    query: '?business=0',
    transports: '',
    weight: { sv: '', en: '' },
    material: 'wood',
    business: 0,
    url: '?business=0',
    result: false,
  },
  {
    query: '?material=plastic',
    transports: '',
    weight: { sv: '', en: '' },
    material: 'plastic',
    business: 100,
    url: '?material=plastic',
    result: false,
  },
  {
    query: '?transports=-1&weight=25',
    transports: '-1',
    weight: { sv: '25', en: '25' },
    material: 'wood',
    business: 100,
    says: { transports: says.negative },
    url: '?transports=-1&weight=25',
    result: false,
  },
  {
    query: '?weight=12.5',
    transports: '',
    weight: { sv: '12,5', en: '12.5' },
    material: 'wood',
    business: 100,
    url: '?weight=12.5',
    result: false,
  },
  {
    query: '?transports=2000',
    transports: '2000',
    weight: { sv: '', en: '' },
    material: 'wood',
    business: 100,
    url: '?transports=2000',
    result: false,
  },
  {
    // Typed, "-0" is 0: so in a link, which stays as given (the same number).
    query: '?transports=-0&weight=25',
    transports: '-0',
    weight: { sv: '25', en: '25' },
    material: 'wood',
    business: 100,
    url: '?transports=-0&weight=25',
    result: true,
  },
  {
    query: '?transports=10&weight=2.5&material=steel&business=30',
    transports: '10',
    weight: { sv: '2,5', en: '2.5' },
    material: 'steel',
    business: 30,
    url: '?transports=10&weight=2.5&material=steel&business=30',
    result: true,
  },
  {
    query: '?transports=1.5&weight=25&material=gold&business=101',
    transports: '1,5',
    weight: { sv: '25', en: '25' },
    material: 'wood',
    business: 100,
    says: {
      transports: says.notInteger,
      material: says.material('gold'),
      business: says.business('101'),
    },
    url: '?transports=1.5&weight=25&material=gold&business=101',
    result: false,
  },
  {
    query: '?transports=abc&weight=NaN&business=50.5',
    transports: 'abc',
    weight: { sv: 'NaN', en: 'NaN' },
    material: 'wood',
    business: 100,
    says: { transports: says.notANumber, weight: says.notANumber, business: says.business('50.5') },
    url: '?transports=abc&weight=NaN&business=50.5',
    result: false,
  },
  {
    query: '?transports=-5&weight=25&business=-5',
    transports: '-5',
    weight: { sv: '25', en: '25' },
    material: 'wood',
    business: 100,
    says: { transports: says.negative, business: says.business('-5') },
    url: '?transports=-5&weight=25&business=-5',
    result: false,
  },
  {
    query: '?transports=1000&weight=25&business=100&x=1',
    transports: '1000',
    weight: { sv: '25', en: '25' },
    material: 'wood',
    business: 100,
    url: '?transports=1000&weight=25&business=100&x=1',
    result: true,
  },
  {
    query: '?weight=10001&material=plastic&business=45',
    transports: '',
    weight: { sv: '10001', en: '10001' },
    material: 'plastic',
    business: 45,
    says: { weight: says.weightTooLarge },
    url: '?weight=10001&material=plastic&business=45',
    result: false,
  },
  {
    // Typed, "1e3" is not a number and counts as 0: so in a link, and the URL says 0 after it
    // (the router alone would read 1000, and carry that to the other language).
    query: '?transports=1e3&weight=25',
    transports: '1e3',
    weight: { sv: '25', en: '25' },
    material: 'wood',
    business: 100,
    says: { transports: says.notANumber },
    url: '?transports=0&weight=25',
    result: true,
  },
  {
    // Typed, "2.000" may be 2 kg or 2 000 kg: so in a link; the URL keeps no number for it.
    query: '?transports=10&weight=2.000',
    transports: '10',
    weight: { sv: '2.000', en: '2.000' },
    material: 'wood',
    business: 100,
    says: { weight: says.ambiguous },
    url: '?transports=10',
    result: false,
  },
  {
    // A repeated parameter counts by its first value.
    query: '?transports=2000&transports=3000&weight=25',
    transports: '2000',
    weight: { sv: '25', en: '25' },
    material: 'wood',
    business: 100,
    url: '?transports=2000&weight=25',
    result: true,
  },
]

/** The query as a sorted list, so parameter order does not matter. */
const params = (search: string) =>
  [...new URLSearchParams(search)].map(([k, v]) => `${k}=${v}`).sort()

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ')

/** What the page says beside each control (none: ''), and that the control is described by it. */
function saysBeside() {
  const notes = {
    transports: 'calculator-transports-error',
    weight: 'calculator-weight-error',
    material: 'calculator-material-notice',
    business: 'calculator-business-notice',
  }
  return Object.fromEntries(
    Object.entries(notes).flatMap(([name, id]) => {
      const note = document.getElementById(id)
      if (!note) return []
      const control = document.querySelector(`[aria-describedby~="${id}"]`)
      return [[name, control ? plain(note.textContent) : `${id}: describes no control`]]
    }),
  )
}

// Every shape in Swedish; in English the shapes whose fields a language writes differently.
const shapes = [
  ...corpus.map((c) => ({ ...c, lang: 'sv' as const })),
  ...corpus.filter((c) => c.weight.sv !== c.weight.en).map((c) => ({ ...c, lang: 'en' as const })),
]

describe('a shared link', () => {
  for (const c of shapes)
    it(`${c.lang} ${c.query || '(no query)'}: shows its values, says what the form cannot use`, async () => {
      const t = ui[c.lang]
      const { history } = await renderRoute(`${t.url}${c.query}`)
      expect(await screen.findByLabelText(t.transports)).toHaveValue(c.transports)
      expect(screen.getByLabelText(t.weight)).toHaveValue(c.weight[c.lang])
      expect(screen.getByRole('radio', { name: t.material[c.material] })).toBeChecked()
      expect(screen.getByRole('slider')).toHaveValue(String(c.business))
      await waitFor(() => expect(saysBeside()).toEqual(c.says ?? {}))
      await waitFor(() => expect(params(history.location.search)).toEqual(params(c.url)))
      // The result's figures arrive with their own chunk: wait for them, or for the placeholder.
      if (c.result) expect(await screen.findByTestId('calculator-result')).toBeInTheDocument()
      else expect(screen.getByTestId('calculator-placeholder')).toBeInTheDocument()
    })

  it('a link’s "1e3" counts as 0, as typed: no 1 000 carriers, and none after a language switch', async () => {
    const { router } = await renderRoute(`${ui.en.url}?transports=1e3&weight=25`)
    expect(await screen.findByTestId('calculator-result')).toBeInTheDocument()
    expect(plain(document.querySelector('[data-figure="totalKg"] dd')?.textContent)).toBe('0 kg')
    // What the language switch carries on: the URL's search as the router reads it.
    await waitFor(() => expect(router.state.location.search).toMatchObject({ transports: 0 }))
  })
})

describe('the URL as the calculator’s state', () => {
  it('an invalid calculation removes the stale result from the URL', async () => {
    const user = userEvent.setup({ delay: null })
    const t = ui.en
    const { history } = await renderRoute(
      `${t.url}?transports=2000&weight=25&material=steel&business=60`,
    )
    expect(await screen.findByTestId('calculator-result')).toBeInTheDocument()
    const transports = screen.getByLabelText(t.transports)
    await user.clear(transports)
    await user.type(transports, '-5')
    await user.click(screen.getByRole('button', { name: t.submit }))
    await waitFor(() => expect(screen.queryByTestId('calculator-result')).toBeNull())
    // The link now reproduces what the form shows: the valid fields, and so no result (the
    // shape "?weight=25&material=steel…" without transports, above, shows the placeholder).
    await waitFor(() =>
      expect(params(history.location.search)).toEqual(
        params('?weight=25&material=steel&business=60'),
      ),
    )
    expect(screen.getByTestId('calculator-placeholder')).toBeInTheDocument()
  })
})

// With the real router: typing as fast as a script can (every keystroke a
// navigation under way while the next arrives) loses no character and never mounts a new field;
// the URL follows once typing pauses; the result beside changed values is marked until Calculate.
describe('typing into the calculator', () => {
  it('writes the URL once typing pauses, keeps every character and the field, and marks the result out of date until Calculate', async () => {
    const user = userEvent.setup({ delay: null })
    const t = ui.sv
    const { history } = await renderRoute(`${t.url}?transports=2000&weight=25`)
    expect(await screen.findByTestId('calculator-result')).toBeInTheDocument()
    expect(screen.queryByTestId('calculator-stale')).toBeNull()
    const transports = screen.getByLabelText(t.transports)
    await user.clear(transports)
    await user.type(transports, '1234567')
    await user.type(screen.getByLabelText(t.weight), ',75')
    expect(screen.getByLabelText(t.transports)).toBe(transports)
    expect(transports).toHaveValue('1234567')
    expect(screen.getByLabelText(t.weight)).toHaveValue('25,75')
    // The URL follows once typing pauses (a second; the condition is awaited, not timed).
    await waitFor(
      () =>
        expect(params(history.location.search)).toEqual(
          params('?transports=1234567&weight=25.75&material=wood&business=100'),
        ),
      { timeout: 10_000 },
    )
    expect(screen.getByTestId('calculator-stale')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Er miljöavgift' })).toHaveAccessibleDescription(
      /^Resultatet är inaktuellt/,
    )
    await user.click(screen.getByRole('button', { name: t.submit }))
    await waitFor(() => expect(screen.queryByTestId('calculator-stale')).toBeNull())
    expect(screen.getByLabelText(t.transports)).toBe(transports)
  })
})
