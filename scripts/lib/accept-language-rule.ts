// The host's reading of Accept-Language (deploy/nginx.conf), as src/i18n/detect.ts reads it:
// `browserLanguage(acceptedLanguages(header))`, English or else Swedish. nginx has no code to run,
// only regular expressions (PCRE2 in a `map`), so the rule is one regex, written here and checked
// against the client's functions on a corpus and on random headers (tests/unit/deploy-config.test.ts)
// and on the real nginx (tests/e2e/host-methods.spec.ts). It uses only what PCRE2 and JavaScript
// read alike: lookaheads, lazy repeats and named backreferences to groups that always take part.
//
// What it decides: the language the browser prefers most is the first entry naming sv or en whose
// weight no later such entry beats (the earliest of the highest weight). English when that entry
// is English. A regex cannot compare numbers, but it can compare weights digit by digit: at the
// first digit where the later weight differs, a larger digit wins, and a digit is larger when it
// comes later in "0123456789", which nginx appends to the header (after the '#' that ends it).

const OWS = '[ \\t]*'
const END = `${OWS}(?=,|#)`
/** A tag detect.ts's browserLanguage reads as sv or en: its grammar, at most 35 characters. */
const TAG = '(?=[a-z0-9-]{2,35}(?![a-z0-9-]))(?:sv|en)(?:-[a-z0-9]{1,8})*'
/** Weight 1, written or not. */
const ONE = `(?:;${OWS}q=1(?:\\.0{0,3})?)?${END}`

/** What nginx appends to the header before it runs the rule (after the '#' that ends it). */
export const DIGITS = '0123456789'

/** The digit `b` comes after the digit `a` in DIGITS (any digit, when `a` is empty). */
const after = (a: string, b: string) => `(?=[^#]*#[0-9]*?\\k<${a}>[0-9]*?\\k<${b}>)`
/**
 * At the fraction of a weight 0.z1z2z3: it is greater than 0.x1x2x3. The first, second or third
 * digit is the first to differ and is larger; a digit of x that is not written is 0, so there any
 * digit of z wins that is followed by no zeros only (`[0-9]*[1-9]`: 0.10 is 0.1).
 */
const greater =
  `(?:(?=[0-9]*[1-9])(?<al_z1>[0-9])${after('al_x1', 'al_z1')}` +
  `|\\k<al_x1>(?=[0-9]*[1-9])(?<al_z2>[0-9])${after('al_x2', 'al_z2')}` +
  `|\\k<al_x1>\\k<al_x2>(?=[0-9]*[1-9])(?<al_z3>[0-9])${after('al_x3', 'al_z3')})`
/** A later entry naming sv or en weighted more than 0.x1x2x3. */
const laterGreater =
  `(?:,[^,#]*)*?,${OWS}${TAG}${OWS}(?:${ONE}` +
  `|;${OWS}q=(?=0(?:\\.[0-9]{0,3})?${END})0\\.?${greater})`
/** An entry naming sv or en, weighted more than 0, that no later one beats: the preferred one. */
const preferred =
  `${OWS}${TAG}${OWS}(?:${ONE}` +
  `|;${OWS}q=0\\.(?=[0-9]{0,2}[1-9])(?<al_x1>[0-9])(?<al_x2>[0-9]?)(?<al_x3>[0-9]?)${END}(?!${laterGreater}))`

/**
 * Matches (case-insensitively: nginx's `~*`) `<header as read>#<DIGITS>` when the browser
 * prefers English: the first preferred entry, found in an (atomic) lookahead, is English.
 */
export const englishPreferred = `^(?=(?<al_pre>(?:[^,#]*,)*?)${preferred})\\k<al_pre>${OWS}en`

/**
 * How much of the header nginx reads: detect.ts's ACCEPT_LANGUAGE_READ, as a map regex (the unit
 * tests hold the two together on headers longer than it).
 */
export const headerRead = '^(?<al_read>[^#]{0,128})'
