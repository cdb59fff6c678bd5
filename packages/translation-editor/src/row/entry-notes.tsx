import { useLingui } from '@lingui/react/macro'
import type { SourceLockReason } from '../api/api-schema'
import type { IcuProblem } from '../icu'
import { icuReason } from './icu-reason'
import type { GlossaryIssue } from '../host/editor-host'
import { languages } from '../host/pair'
import { languageName, useLanguageNames } from '../i18n/language-names'
import { cx } from '../ui/cx'
import theme from '../ui/theme.module.css'
import styles from './row.module.css'

/** What is wrong with a message's ICU, and what the glossary and house style say about it. */
export function MessageNotes(props: { issues: IcuProblem[]; glossary: GlossaryIssue[] }) {
  return (
    <>
      {props.issues.map((issue, i) => (
        <span key={i} className={cx(theme.note, theme.danger)} data-testid="icu-issue">
          <IssueText issue={issue} />
        </span>
      ))}
      {props.glossary.map((issue, i) => (
        <span key={i} className={cx(theme.note, theme.accent)} data-testid="glossary-issue">
          <GlossaryText issue={issue} />
        </span>
      ))}
    </>
  )
}

function IssueText({ issue }: { issue: IcuProblem }) {
  const { t } = useLingui()
  const names = useLanguageNames()
  if (issue.kind === 'syntax') {
    const reason = t(icuReason(issue.error))
    const { line, col } = issue.error
    const language = names.of(issue.lang)
    return t({
      id: 'editor.icu.syntax',
      message: `Texten på ${language} är inte giltig ICU: ${reason} (rad ${line}, tecken ${col}).`,
    })
  }
  const none = '–'
  const { source, target } = names
  const onlySource = issue.onlySv.map((n) => `{${n}}`).join(', ') || none
  const onlyTarget = issue.onlyEn.map((n) => `{${n}}`).join(', ') || none
  return t({
    id: 'editor.icu.placeholders',
    message: `Platshållarna skiljer sig. Bara på ${source}: ${onlySource}. Bara på ${target}: ${onlyTarget}.`,
  })
}

/** The glossary check of scripts/check-catalogs.ts, in the translator's language. */
function GlossaryText({ issue }: { issue: GlossaryIssue }) {
  const { t, i18n } = useLingui()
  const term = issue.term
  // An avoided variant has one replacement (the term's first rendering); a term lists its forms.
  const renderings = issue.kind === 'avoid' ? issue.expected.slice(0, 1) : issue.expected
  const expected = renderings.map((e) => `"${e}"`).join(' / ')
  if (issue.kind === 'term') {
    const language = languageName(languages.target, i18n.locale)
    return t({
      id: 'editor.glossary.term',
      message: `Ordlistan: "${term}" heter ${expected} på ${language}.`,
    })
  }
  if (issue.kind === 'avoid')
    return t({
      id: 'editor.glossary.avoid',
      message: `Ordlistan: skriv ${expected}, inte "${term}".`,
    })
  const language = languageName(issue.lang ?? languages.target, i18n.locale)
  return t({ id: 'editor.glossary.style', message: `Husstil (${language}): "${term}".` })
}

/** Why the Swedish cannot be written into the code from here (`npm start`). */
export function LockText({ reason, at }: { reason: SourceLockReason; at: string }) {
  const { t } = useLingui()
  const language = useLanguageNames().source
  if (reason === 'elements' || reason === 'expressions')
    return t({
      id: 'editor.lock.markup',
      message: `Texten på ${language} kan inte ändras här: meddelandet innehåller element eller uttryck. Ändra det i koden, ${at}.`,
    })
  if (reason === 'duplicate')
    return t({
      id: 'editor.lock.duplicate',
      message: `Texten på ${language} kan inte ändras här: id:t definieras på flera ställen (${at}).`,
    })
  return t({
    id: 'editor.lock.missing',
    message: `Texten på ${language} kan inte ändras här: koden och katalogen skiljer sig (kör npm run extract). ${at}`,
  })
}

/** The developer's comment for translators (`#.`): what a placeholder holds, where a text shows. */
export function DeveloperComment({ id, comment }: { id: string; comment: string }) {
  const { t } = useLingui()
  return (
    <span id={id} data-testid="comment" className={cx(theme.note, styles.comment)}>
      {t({ id: 'editor.row.comment', message: `Kommentar från utvecklaren: ${comment}` })}
    </span>
  )
}
