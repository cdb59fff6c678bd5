// From the host app (see languages.ts): the checks a text must pass, ICU (placeholders, syntax)
// and the app's glossary and house style, shared with its catalogue check.
export {
  icuProblems,
  icuSamples,
  type IcuProblem,
  type IcuSyntaxError,
  type IcuSyntaxReason,
} from '../../../../src/shared/icu'
export { glossaryIssues, type GlossaryIssue } from '../../../../src/shared/glossary'
