// The long release the editor's benchmarks open (bench:editor, bench:interactions): the shipped
// `common` catalogue served as a generated one of 10 000 messages, as a release with that many
// would ship it.

export const N = 10_000

const words = ['pall', 'låda', 'kalkylator', 'avgift', 'retur', 'flotta', 'spårning', 'material']
export const entries = Array.from({ length: N }, (_, i) => ({
  key: `bench.section${i % 97}.item${i}`,
  sv: i % 13 === 0 ? '' : `${words[i % 8]} ${i} {count} ${words[(i * 7) % 8]}`,
  en: i % 11 === 0 ? '' : `${words[(i * 3) % 8]} item ${i} {count}`,
}))
/** A catalogue of one language as a .po file (the generated texts need no escaping). */
const catalogue = (lang, messages) =>
  [
    `msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n"Language: ${lang}\\n"\n`,
    ...messages.map((e) => `msgid "${e.key}"\nmsgstr "${e[lang]}"\n`),
  ].join('\n')

/**
 * Every shipped catalogue is a raw .po chunk (`<namespace>-<hash>.js`, its language in its
 * header): on `page`, `common` becomes the generated one, the others empty, so the 10 000
 * messages are the whole release (the suggestions' memory too).
 */
export async function serveLongCatalogue(page) {
  await page.route(/\/assets\/[a-z]+-[^/]*\.js$/, async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    const lang = ['sv', 'en'].find((l) => body.includes(`Language: ${l}`))
    if (!body.includes('msgid') || !lang) return route.fulfill({ response })
    const common = /\/assets\/common-/.test(route.request().url())
    const po = catalogue(lang, common ? entries : [])
    await route.fulfill({ response, body: `export default ${JSON.stringify(po)}` })
  })
}
