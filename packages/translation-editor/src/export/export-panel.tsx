import { useEffect, useRef, useState } from 'react'
import { ph } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { roles } from '../host/languages'
import { languages, storageName } from '../host/pair'
import { cataloguePath } from '../host/app-config'
import { useLanguageNames } from '../i18n/language-names'
import type { EditorLang, StorageKind, TranslationEntry } from '../api/api-schema'
import { loadDrafts, type Drafts } from '../drafts/drafts'
import { toJson } from '../table/entries'
import { editorToaster } from '../ui/editor-toaster'
import { download } from '../ui/download'
import { exportAll, exportedDrafts, exportedRows, exportFile, exportName } from './export-files'
import { ImportReturned, type SaveImported } from '../import/import-returned'
import { XliffExport } from './xliff-export'
import { button } from '../ui/button'
import { cx } from '../ui/cx'
import theme from '../ui/theme.module.css'
import styles from './export.module.css'

/** The spec's copied indicator: 2000 ms. */
const COPIED_MS = 2000

const langs: EditorLang[] = [...roles]
const code = theme.code

export function ExportPanel({
  fileId,
  saved,
  drafts,
  storage,
  onSaveImported,
}: {
  fileId: string
  /** The open file's saved rows. */
  saved: TranslationEntry[]
  /** The open file's unsaved drafts (rebased): exported only when the translator asks. */
  drafts: Drafts
  storage: StorageKind
  /** Rows accepted from an agency's returned file, saved as a row's save. */
  onSaveImported: SaveImported
}) {
  const { t } = useLingui()
  const names = useLanguageNames()
  const { source } = names
  const sourcePath = cataloguePath('source', fileId)
  const targetPath = cataloguePath('target', fileId)
  const [unsaved, setUnsaved] = useState(false)
  const [copied, setCopied] = useState<Record<EditorLang, boolean>>({
    source: false,
    target: false,
  })
  const timers = useRef<Partial<Record<EditorLang, ReturnType<typeof setTimeout>>>>({})
  useEffect(() => () => Object.values(timers.current).forEach(clearTimeout), [])

  // A draft the editor refuses to save is never exported: the translator hears which were left out.
  const leftOut = (refused: string[]) => {
    if (!refused.length) return
    const keys = refused.join(', ')
    editorToaster.create({
      type: 'warning',
      title: t({
        id: 'editor.export.refusedLeftOut',
        message: `Osparade ändringar som inte kan sparas togs inte med: ${keys}`,
      }),
    })
  }

  const copy = async (lang: EditorLang) => {
    const { taken, refused } = exportedDrafts(drafts, unsaved)
    try {
      await navigator.clipboard.writeText(toJson(exportedRows(saved, taken), lang))
    } catch (error) {
      console.error('Clipboard write failed', error)
      editorToaster.create({
        type: 'error',
        title: t({ id: 'editor.export.copyFailed', message: 'Kunde inte kopiera till urklipp' }),
      })
      return
    }
    leftOut(refused)
    setCopied((c) => ({ ...c, [lang]: true }))
    clearTimeout(timers.current[lang])
    timers.current[lang] = setTimeout(() => setCopied((c) => ({ ...c, [lang]: false })), COPIED_MS)
    const language = languages[lang].toUpperCase()
    // One toast per language: a second copy while it shows renews it rather than stacking another.
    editorToaster.create({
      id: `editor-copied-${lang}`,
      type: 'success',
      title: t({
        id: 'editor.export.copiedToast',
        message: `${language} översättningar kopierade till urklipp!`,
      }),
    })
  }

  const failed = (error: unknown) => {
    console.error('Export failed', error)
    editorToaster.create({
      type: 'error',
      title: t({ id: 'editor.export.failed', message: 'Kunde inte exportera filen' }),
    })
  }
  const downloadPo = (lang: EditorLang) => {
    const { taken, refused } = exportedDrafts(drafts, unsaved)
    return exportFile(fileId, lang, taken).then((text) => {
      download(exportName(fileId, lang), text, 'text/x-gettext-translation')
      leftOut(refused)
    }, failed)
  }
  const pickAll = () => {
    const all = { ...loadDrafts(), [fileId]: drafts }
    const refused: string[] = []
    const taken = Object.fromEntries(
      Object.entries(all).map(([id, d]) => {
        const picked = exportedDrafts(d ?? {}, unsaved)
        refused.push(...picked.refused)
        return [id, picked.taken]
      }),
    )
    return { taken, refused }
  }
  const downloadAll = () => {
    const { taken, refused } = pickAll()
    return exportAll(taken).then((zip) => {
      download(`${storageName}-locales.zip`, zip, 'application/zip')
      leftOut(refused)
    }, failed)
  }

  return (
    <section aria-labelledby="editor-export-heading" className={styles.panel}>
      <h2 id="editor-export-heading" className={styles.heading}>
        <Trans id="editor.export.heading">Exportera</Trans>
      </h2>
      <label className={cx(theme.actions, theme.small)}>
        <input
          type="checkbox"
          checked={unsaved}
          onChange={(e) => setUnsaved(e.target.checked)}
          aria-describedby="editor-export-unsaved-note"
        />
        <Trans id="editor.export.includeUnsaved">Ta med osparade ändringar</Trans>
      </label>
      <p id="editor-export-unsaved-note" className={cx(theme.small, theme.muted)}>
        <Trans id="editor.export.unsavedNote">
          Exporten innehåller det som är sparat. Med osparade ändringar får varje sådan rad
          kommentaren <code className={code}># unsaved-draft</code> i .po-filen, och en ändring som
          inte kan sparas (till exempel fel platshållare) tas aldrig med.
        </Trans>
      </p>
      <div className={theme.actions}>
        {langs.map((lang) => (
          <button
            key={lang}
            type="button"
            className={button({ size: 'sm' })}
            data-testid={`copy-${languages[lang]}`}
            onClick={() => void copy(lang)}
          >
            {copied[lang]
              ? t({ id: 'editor.export.copied', message: 'Kopierat!' })
              : t({
                  id: 'editor.export.copy',
                  message: `Kopiera JSON på ${ph({ language: names.of(lang) })}`,
                })}
          </button>
        ))}
        {langs.map((lang) => {
          const path = `${languages[lang]}/${fileId}.po`
          return (
            <button
              key={`po-${lang}`}
              type="button"
              className={button({ visual: 'outline', size: 'sm' })}
              onClick={() => void downloadPo(lang)}
            >
              {t({ id: 'editor.export.po', message: `Ladda ner ${path}` })}
            </button>
          )
        })}
        <button
          type="button"
          className={button({ visual: 'outline', size: 'sm' })}
          onClick={() => void downloadAll()}
        >
          {t({ id: 'editor.export.all', message: 'Ladda ner alla filer (zip)' })}
        </button>
      </div>
      <XliffExport
        fileId={fileId}
        saved={saved}
        picked={() => exportedDrafts(drafts, unsaved)}
        pickedAll={pickAll}
        leftOut={leftOut}
        failed={failed}
      />
      <ImportReturned fileId={fileId} saved={saved} drafts={drafts} onSave={onSaveImported} />
      <h3 className={styles.helpHeading}>
        <Trans id="editor.help.heading">Så kommer ändringarna ut på webbplatsen</Trans>
      </h3>
      <ol className={styles.steps}>
        <li>
          {storage === 'files' ? (
            <Trans id="editor.help.saveFiles">
              Webbplatsen körs med <code className={code}>npm start</code>: Spara skriver
              ändringarna direkt i katalogfilerna <code className={code}>{sourcePath}</code> och{' '}
              <code className={code}>{targetPath}</code>, och öppna sidor visar den nya texten
              direkt. Granska ändringen med <code className={code}>git diff</code> och checka in
              den. Nedladdningarna behövs inte här.
            </Trans>
          ) : (
            <Trans id="editor.help.save">
              Spara lagrar ändringarna bara i den här webbläsaren. Webbplatsen ändras inte förrän
              katalogfilen i projektet byts ut för hand.
            </Trans>
          )}
        </li>
        <li>
          <Trans id="editor.help.po">
            Ladda ner .po-filen för språket och ersätt <code className={code}>{sourcePath}</code>{' '}
            eller <code className={code}>{targetPath}</code> med den, eller alla filer på en gång
            som zip (packa upp den i projektets mapp). Texten på {source} finns i koden: en ändring
            av den förs in där (Spara i <code className={code}>npm start</code> gör det), annars
            återställer nästa <code className={code}>npm run extract</code> den. JSON-exporten är
            platt (ett objekt med Linguis punktade id:n som nycklar).
          </Trans>
        </li>
        <li>
          <Trans id="editor.help.compile">
            Kör <code className={code}>npm run compile</code> för att kontrollera att katalogerna
            kompilerar, och bygg sedan om webbplatsen med{' '}
            <code className={code}>npm run build</code>.
          </Trans>
        </li>
      </ol>
    </section>
  )
}
