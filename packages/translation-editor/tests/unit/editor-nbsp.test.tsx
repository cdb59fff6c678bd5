import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { keepNbsp, nbspDropsOf, restoreNbsp } from '../../src/nbsp'
import { editedDraft } from '../../src/drafts/use-drafts'
import { renderEntryRow } from './entry-row-harness'

// Non-breaking spaces in the editor: shown under the box, kept when the words around one are
// retyped, and a change that drops one (a space typed over it) flagged on the row.
const NBSP = '\u00a0'
const saved = {
  key: 'calculator.result.weight',
  source: `Vikt: 100${NBSP}kg`,
  target: `Weight: 100${NBSP}kg`,
}

describe('retyping around a non-breaking space', () => {
  it('keeps it: the whole text typed again, or pasted over', () => {
    expect(keepNbsp(saved.target, 'Weight: 100 k', 'Weight: 100 kg')).toBe(saved.target)
    expect(keepNbsp(saved.target, saved.target, 'Mass: 100 kg')).toBe(`Mass: 100${NBSP}kg`)
    // Typing next to it keeps it: nothing to restore.
    expect(keepNbsp(saved.target, saved.target, `Weight: 100${NBSP}kg!`)).toBe(
      `Weight: 100${NBSP}kg!`,
    )
  })

  it('lets a space typed over it stand, and the row says so', () => {
    const spaced = keepNbsp(saved.target, saved.target, 'Weight: 100 kg')
    expect(spaced).toBe('Weight: 100 kg')
    // Typing on after that keeps the translator's plain space.
    expect(keepNbsp(saved.target, spaced, 'Weight: 100 kg.')).toBe('Weight: 100 kg.')
    const draft = editedDraft(saved, undefined, 'target', spaced)!
    expect(nbspDropsOf({ [saved.key]: draft }, ['source', 'target'])).toEqual(
      new Map([[saved.key, { target: ['100 kg'] }]]),
    )
    expect(restoreNbsp(spaced, ['100 kg'])).toBe(saved.target)
  })

  it('is kept in the draft as the box is typed in', () => {
    const partly = editedDraft(saved, undefined, 'source', 'Vikt: 100 k')!
    expect(partly.source).toBe('Vikt: 100 k')
    // The last letter typed: the words are back, and so is the saved text (no draft left).
    expect(editedDraft(saved, partly, 'source', 'Vikt: 100 kg')).toBeNull()
    expect(editedDraft(saved, partly, 'source', 'Vikt: 100 kg!')?.source).toBe(`${saved.source}!`)
  })
})

describe('the row', () => {
  it('shows each non-breaking space under its box, described to screen readers', async () => {
    await renderEntryRow('sv', { entry: saved })
    const marks = screen.getAllByTestId('nbsp-marks')
    expect(marks.map((m) => m.textContent)).toEqual([
      'Hårda mellanslag (·): 100·kg',
      'Hårda mellanslag (·): 100·kg',
    ])
    const en = screen.getByRole('textbox', { name: /^Engelska/ })
    expect(en.getAttribute('aria-describedby')?.split(' ')).toContain(marks[1]!.id)
    expect((en as HTMLTextAreaElement).value).toBe(saved.target)
  })

  it('flags a dropped one and gives it back in one click', async () => {
    const onEdit = vi.fn()
    await renderEntryRow('sv', {
      entry: { ...saved, target: 'Weight: 100 kg' },
      dirty: true,
      nbspDrops: { target: ['100 kg'] },
      onEdit,
    })
    expect(screen.getByTestId('nbsp-dropped').textContent).toContain(
      'Texten på engelska har tappat ett hårt mellanslag: "100 kg".',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Återställ hårda mellanslag' }))
    expect(onEdit).toHaveBeenCalledWith(saved.key, 'target', saved.target)
  })
})
