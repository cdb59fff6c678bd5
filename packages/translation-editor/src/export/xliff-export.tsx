import { useMemo } from 'react'
import { ph } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { languages } from '../host/pair'
import type { TranslationEntry } from '../api/api-schema'
import type { Drafts } from '../drafts/drafts'
import type { Stored } from '../drafts/stored'
import { editorToaster } from '../ui/editor-toaster'
import { download } from '../ui/download'
import { button } from '../ui/button'
import { cx } from '../ui/cx'
import theme from '../ui/theme.module.css'
import { catalogueUnits, exportAllXliff, xliffDocument, xliffName } from './xliff-files'
import { wordCount } from './word-count'
import { useLanguageNames } from '../i18n/language-names'

const XLIFF_TYPE = 'application/xliff+xml'

/**
 * The export for a translation agency: XLIFF 1.2 with the Swedish as the source and the English
 * as the target, one file per catalogue or all of them as a zip, and the source word count the
 * agency's tool will quote (pocount's count).
 */
export function XliffExport(props: {
  fileId: string
  saved: readonly TranslationEntry[]
  /** The drafts to take (the translator chose to include unsaved ones), and those left out. */
  picked: () => { taken: Drafts; refused: string[] }
  pickedAll: () => { taken: Stored<Drafts[string]>; refused: string[] }
  leftOut: (refused: string[]) => void
  failed: (error: unknown) => void
}) {
  const { t } = useLingui()
  const { source, target } = useLanguageNames()
  const { fileId, saved } = props
  const words = useMemo(() => saved.reduce((n, e) => n + wordCount(e.source), 0), [saved])
  const name = xliffName(fileId)

  const downloadOne = () => {
    const { taken, refused } = props.picked()
    return catalogueUnits(fileId, saved, taken).then((units) => {
      download(name, xliffDocument(fileId, units), XLIFF_TYPE)
      props.leftOut(refused)
    }, props.failed)
  }
  const downloadAll = () => {
    const { taken, refused } = props.pickedAll()
    return exportAllXliff(taken).then(({ zip, words: all }) => {
      download(`xliff-${languages.source}-${languages.target}.zip`, zip, 'application/zip')
      props.leftOut(refused)
      editorToaster.create({
        type: 'info',
        title: t({
          id: 'editor.agency.allWords',
          message: `Alla filer som XLIFF: ${all} ord källtext på ${ph({ language: source })}.`,
        }),
      })
    }, props.failed)
  }

  return (
    <>
      <h3 className={theme.small}>
        <Trans id="editor.agency.exportHeading">Till en översättningsbyrå (XLIFF)</Trans>
      </h3>
      <p className={cx(theme.small, theme.muted)} data-testid="xliff-words">
        <Trans id="editor.agency.words">
          Källtext på {source} i den här filen: {words} ord (räknat som översättningsverktygen
          räknar). Byrån ser texten på {source} som källa och texten på {target} som mål, id:t som
          enhetens namn, utvecklarens kommentar och platsen i koden som anteckningar, och inaktuell{' '}
          {target} som att granska.
        </Trans>
      </p>
      <div className={theme.actions}>
        <button
          type="button"
          className={button({ visual: 'outline', size: 'sm' })}
          onClick={() => void downloadOne()}
        >
          {t({ id: 'editor.agency.downloadOne', message: `Ladda ner ${name}` })}
        </button>
        <button
          type="button"
          className={button({ visual: 'outline', size: 'sm' })}
          onClick={() => void downloadAll()}
        >
          {t({ id: 'editor.agency.downloadAll', message: 'Ladda ner alla filer som XLIFF (zip)' })}
        </button>
      </div>
    </>
  )
}
