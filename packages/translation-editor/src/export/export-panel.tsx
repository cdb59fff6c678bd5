import { useEffect, useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { roles } from '../host/languages'
import { languages, storageName } from '../host/app-config'
import type { EditorLang, StorageKind, TranslationEntry } from '../api/api-schema'
import { loadDrafts, type Drafts } from '../drafts/drafts'
import { toJson } from '../table/entries'
import { editorToaster } from '../ui/editor-toaster'
import { download } from '../ui/download'
import { exportAll, exportedDrafts, exportedRows, exportFile, exportName } from './export-files'
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
}: {
  fileId: string
  /** The open file's saved rows. */
  saved: TranslationEntry[]
  /** The open file's unsaved drafts (rebased): exported only when the translator asks. */
  drafts: Drafts
  storage: StorageKind
}) {
  const { t } = useLingui()
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
  const downloadAll = () => {
    const all = { ...loadDrafts(), [fileId]: drafts }
    const refused: string[] = []
    const taken = Object.fromEntries(
      Object.entries(all).map(([id, d]) => {
        const picked = exportedDrafts(d ?? {}, unsaved)
        refused.push(...picked.refused)
        return [id, picked.taken]
      }),
    )
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
              : lang === 'source'
                ? t({ id: 'editor.export.copySv', message: 'Kopiera svensk JSON' })
                : t({ id: 'editor.export.copyEn', message: 'Kopiera engelsk JSON' })}
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
      <h3 className={styles.helpHeading}>
        <Trans id="editor.help.heading">Så kommer ändringarna ut på webbplatsen</Trans>
      </h3>
      <ol className={styles.steps}>
        <li>
          {storage === 'files' ? (
            <Trans id="editor.help.saveFiles">
              Webbplatsen körs med <code className={code}>npm start</code>: Spara skriver
              ändringarna direkt i katalogfilerna{' '}
              <code className={code}>locales/sv/{fileId}.po</code> och{' '}
              <code className={code}>locales/en/{fileId}.po</code>, och öppna sidor visar den nya
              texten direkt. Granska ändringen med <code className={code}>git diff</code> och checka
              in den. Nedladdningarna behövs inte här.
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
            Ladda ner .po-filen för språket och ersätt{' '}
            <code className={code}>locales/sv/{fileId}.po</code> eller{' '}
            <code className={code}>locales/en/{fileId}.po</code> med den, eller alla filer på en
            gång som zip (packa upp den i projektets mapp). Svenskan finns i koden: en svensk
            ändring förs in där (Spara i <code className={code}>npm start</code> gör det), annars
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
