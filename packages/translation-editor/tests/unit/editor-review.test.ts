import { describe, expect, it } from 'vitest'
import { changesOf } from '../../src/drafts/drafts'
import { editedDraft } from '../../src/drafts/use-drafts'
import { applyDrafts } from '../../src/table/entries'

// An outdated suggestion accepted: the English it puts in translates another Swedish, so the row
// stays outdated in the table and the save carries it; typing makes the English the translator's.
const saved = { key: 'home.challenge.title', source: 'Problemet', target: '' }

describe('English from an outdated suggestion', () => {
  it('is drafted as still to be reviewed, shown outdated, and saved with its previous Swedish', () => {
    const draft = editedDraft(saved, undefined, 'target', 'The challenge', 'Utmaningen')!
    expect(draft.review).toBe('Utmaningen')
    expect(applyDrafts([saved], { [saved.key]: draft })[0]).toEqual({
      ...saved,
      target: 'The challenge',
      outdated: { previous: 'Utmaningen' },
    })
    expect(changesOf({ [saved.key]: draft }, [saved.key])).toEqual([
      { key: saved.key, target: 'The challenge', outdated: { previous: 'Utmaningen' } },
    ])
  })

  it('becomes the translator’s own once they type in it; a Swedish edit keeps it', () => {
    const accepted = editedDraft(saved, undefined, 'target', 'The challenge', 'Utmaningen')!
    const svEdited = editedDraft(saved, accepted, 'source', 'Problemet!')!
    expect(svEdited.review).toBe('Utmaningen')
    const typed = editedDraft(saved, accepted, 'target', 'The challenges')!
    expect(typed.review).toBeUndefined()
    expect(changesOf({ [saved.key]: typed }, [saved.key])).toEqual([
      { key: saved.key, target: 'The challenges' },
    ])
    expect(applyDrafts([saved], { [saved.key]: typed })[0]?.outdated).toBeUndefined()
  })

  it('is not outdated when it translates the Swedish the row has', () => {
    const draft = editedDraft(saved, undefined, 'target', 'The problem', 'Problemet')!
    expect(applyDrafts([saved], { [saved.key]: draft })[0]?.outdated).toBeUndefined()
  })
})
