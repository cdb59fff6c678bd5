import { useLingui } from '@lingui/react/macro'
import type { SourceLockReason } from '../api/api-schema'
import type { IcuProblem } from '../icu'
import { icuReason } from './icu-reason'
import type { GlossaryIssue } from '../host/editor-host'
import { languages } from '../host/app-config'
import { cx } from '../ui/cx'
import theme from '../ui/theme.module.css'

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
  if (issue.kind === 'syntax') {
    const reason = t(icuReason(issue.error))
    const { line, col } = issue.error
    return issue.lang === 'source'
      ? t({
          id: 'editor.icu.syntaxSv',
          message: `Den svenska texten är inte giltig ICU: ${reason} (rad ${line}, tecken ${col}).`,
        })
      : t({
          id: 'editor.icu.syntaxEn',
          message: `Den engelska texten är inte giltig ICU: ${reason} (rad ${line}, tecken ${col}).`,
        })
  }
  const none = '–'
  const sv = issue.onlySv.map((n) => `{${n}}`).join(', ') || none
  const en = issue.onlyEn.map((n) => `{${n}}`).join(', ') || none
  return t({
    id: 'editor.icu.placeholders',
    message: `Platshållarna skiljer sig. Bara i svenskan: ${sv}. Bara i engelskan: ${en}.`,
  })
}

/** The glossary check of scripts/check-catalogs.ts, in the translator's language. */
function GlossaryText({ issue }: { issue: GlossaryIssue }) {
  const { t } = useLingui()
  const term = issue.term
  // An avoided variant has one replacement (the term's first rendering); a term lists its forms.
  const renderings = issue.kind === 'avoid' ? issue.expected.slice(0, 1) : issue.expected
  const expected = renderings.map((e) => `"${e}"`).join(' / ')
  if (issue.kind === 'term')
    return t({
      id: 'editor.glossary.term',
      message: `Ordlistan: "${term}" heter ${expected} på engelska.`,
    })
  if (issue.kind === 'avoid')
    return t({
      id: 'editor.glossary.avoid',
      message: `Ordlistan: skriv ${expected}, inte "${term}".`,
    })
  return issue.lang === languages.source
    ? t({ id: 'editor.glossary.styleSv', message: `Husstil (svenska): "${term}".` })
    : t({ id: 'editor.glossary.styleEn', message: `Husstil (engelska): "${term}".` })
}

/** Why the Swedish cannot be written into the code from here (`npm start`). */
export function LockText({ reason, at }: { reason: SourceLockReason; at: string }) {
  const { t } = useLingui()
  if (reason === 'elements' || reason === 'expressions')
    return t({
      id: 'editor.lock.markup',
      message: `Svenskan kan inte ändras här: meddelandet innehåller element eller uttryck. Ändra det i koden, ${at}.`,
    })
  if (reason === 'duplicate')
    return t({
      id: 'editor.lock.duplicate',
      message: `Svenskan kan inte ändras här: id:t definieras på flera ställen (${at}).`,
    })
  return t({
    id: 'editor.lock.missing',
    message: `Svenskan kan inte ändras här: koden och katalogen skiljer sig (kör npm run extract). ${at}`,
  })
}
