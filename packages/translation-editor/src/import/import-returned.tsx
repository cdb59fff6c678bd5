import { lazy, Suspense, useState, type ChangeEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { EntryChange, TranslationEntry } from '../api/api-schema'
import type { Drafts } from '../drafts/drafts'
import { editorToaster } from '../ui/editor-toaster'
import { cx } from '../ui/cx'
import theme from '../ui/theme.module.css'
import type { ReturnedFile } from './read-returned'

// Read and shown only once a file is chosen: none of it is in the editor's first load.
const ImportReview = lazy(() =>
  import('./import-review').then((m) => ({ default: m.ImportReview })),
)

export type SaveImported = (imported: Drafts, confirmed: EntryChange[]) => void

/**
 * The way back from an agency: a returned XLIFF or .po file, read and shown row by row against
 * the open catalogue, to accept or reject before anything is saved.
 */
export function ImportReturned(props: {
  fileId: string
  saved: readonly TranslationEntry[]
  drafts: Drafts
  onSave: SaveImported
}) {
  const { t } = useLingui()
  const [file, setFile] = useState<{ name: string; returned: ReturnedFile; seq: number }>()

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const picked = e.target.files?.[0]
    e.target.value = ''
    if (!picked) return
    try {
      const { readReturned } = await import('./read-returned')
      const returned = readReturned(await picked.text())
      // A new review each time, also for the same file chosen again.
      setFile((f) => ({ name: picked.name, returned, seq: (f?.seq ?? 0) + 1 }))
    } catch (error) {
      console.error('Import failed', error)
      const name = picked.name
      editorToaster.create({
        type: 'error',
        title: t({
          id: 'editor.agency.unreadable',
          message: `${name} kunde inte läsas som XLIFF eller .po-fil`,
        }),
      })
    }
  }

  return (
    <>
      <label className={cx(theme.actions, theme.small)}>
        <Trans id="editor.agency.importLabel">
          Läs in en översättning från byrån (XLIFF eller .po)
        </Trans>
        <input
          type="file"
          accept=".xlf,.xliff,.po,application/xliff+xml,text/x-gettext-translation"
          onChange={(e) => void choose(e)}
        />
      </label>
      {file && (
        <Suspense fallback={null}>
          <ImportReview
            key={file.seq}
            name={file.name}
            returned={file.returned}
            {...props}
            onDone={() => setFile(undefined)}
          />
        </Suspense>
      )}
    </>
  )
}
