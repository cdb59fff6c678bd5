import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { compileMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { translatedMessages as read } from '../../src/i18n/catalogs'
import { poMessages, updatePo } from 'lingui-translation-editor/po'

// `npm start` reloads an open page's texts when a catalogue changes on disk (src/i18n/catalogs.ts,
// told by the translation editor's dev-server plugin). A file read while a writer that is
// not atomic was halfway through turned an English page's header Swedish, and stayed so. The page
// side is proven in the editor's e2e (editor-dev-reload.spec.ts), the watch in its unit tests
// (editor-catalogue-reload.test.ts); this is the rule of what a reload applies.
const en = readFileSync('locales/en/common.po', 'utf8')
const translatedMessages = (text: string) => read(text, poMessages, compileMessageOrThrow)
const next = updatePo(en, new Map([['common.footer.company', 'Our company']]))

describe('the messages a reload applies', () => {
  it('are what the file itself translates, compiled as Lingui compiles them', () => {
    const messages = translatedMessages(next)
    expect(messages['common.footer.company']).toEqual(compileMessage('Our company'))
    expect(messages['common.footer.copyright']).toEqual(
      compileMessage('© {year} {product}. All rights reserved.'),
    )
    expect(messages['common.header.appLogin']).toEqual(compileMessage('Log in'))
  })

  it('never hold Swedish for what a half-written file lacks, nor its cut-off line', () => {
    // Cut inside the msgstr of common.footer.description (a writer's bytes so far).
    const at = next.indexOf('Cirkla tracks reusable') + 10
    const messages = translatedMessages(next.slice(0, at))
    expect(messages['common.footer.company']).toEqual(compileMessage('Our company'))
    expect(Object.keys(messages)).not.toContain('common.footer.description')
    expect(Object.keys(messages)).not.toContain('common.header.appLogin')
    // An empty file, or one cut in its header: nothing to apply.
    expect(translatedMessages('')).toEqual({})
    expect(translatedMessages(next.slice(0, 40))).toEqual({})
  })

  it('leave out an empty translation and a text that is not valid ICU', () => {
    const po = updatePo(
      en,
      new Map([
        ['common.footer.company', ''],
        ['common.footer.copyright', '© {year'],
      ]),
    )
    const messages = translatedMessages(po)
    expect(Object.keys(messages)).not.toContain('common.footer.company')
    expect(Object.keys(messages)).not.toContain('common.footer.copyright')
    expect(messages['common.footer.resources']).toEqual(compileMessage('Resources'))
  })
})
