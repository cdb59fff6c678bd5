import { describe, expect, it } from 'vitest'
import { supportSchema } from '../../src/features/support/support-schema'
import { newsletterSchema } from '../../src/components/layout/newsletter-checks'
import { calculatorFormSchema } from '../../src/features/calculator/form-schema'
import { errorsOf, long, html, emoji, rtl, invisibles } from './schema-inputs'

describe('supportSchema', () => {
  const valid = {
    firstName: 'Erik',
    lastName: 'Berg',
    email: 'erik@example.com',
    company: '',
    category: 'billing',
    message: 'Fakturan saknar ordernummer.',
  }

  it('treats a message, names or company of invisible characters only as empty', () => {
    for (const blank of invisibles) {
      expect(
        errorsOf(supportSchema, { ...valid, firstName: blank, company: blank, message: blank }),
      ).toEqual({
        firstName: 'common.form.error.firstNameRequired',
        message: 'support.error.messageRequired',
      })
    }
    // ten zero-width spaces after four letters are still four characters
    expect(errorsOf(supportSchema, { ...valid, message: `kort${'\u200B'.repeat(10)}` })).toEqual({
      message: 'support.error.messageTooShort',
    })
  })

  it('accepts an optional company of invisible characters only (it counts as empty)', () => {
    expect(errorsOf(supportSchema, { ...valid, company: '\u200B\uFEFF' })).toEqual({})
  })

  it('accepts a filled-in request, company optional, every category', () => {
    for (const category of ['technical', 'billing', 'setup', 'integration', 'other']) {
      expect(errorsOf(supportSchema, { ...valid, category })).toEqual({})
    }
  })

  it('names every missing required field', () => {
    expect(
      errorsOf(supportSchema, {
        firstName: '',
        lastName: ' ',
        email: '',
        company: '',
        category: '',
        message: '\n ',
      }),
    ).toEqual({
      firstName: 'common.form.error.firstNameRequired',
      lastName: 'common.form.error.lastNameRequired',
      email: 'common.form.error.emailRequired',
      category: 'support.error.categoryRequired',
      message: 'support.error.messageRequired',
    })
  })

  it('wants at least 10 characters of message, not counting surrounding whitespace, and at most 5 000', () => {
    expect(errorsOf(supportSchema, { ...valid, message: '   kort    ' })).toEqual({
      message: 'support.error.messageTooShort',
    })
    expect(errorsOf(supportSchema, { ...valid, message: '0123456789' })).toEqual({})
    expect(errorsOf(supportSchema, { ...valid, message: long })).toEqual({
      message: 'support.error.messageTooLong',
    })
  })

  it('takes markup, emoji and RTL text in the message as plain text', () => {
    for (const message of [html + html, `Pallarna 🚚📦 kom aldrig fram`, rtl + ' ' + rtl]) {
      expect(errorsOf(supportSchema, { ...valid, message })).toEqual({})
    }
  })

  it('rejects an unknown category and a hostile e-mail', () => {
    expect(errorsOf(supportSchema, { ...valid, category: html })).toEqual({
      category: 'support.error.categoryRequired',
    })
    expect(errorsOf(supportSchema, { ...valid, email: html })).toEqual({
      email: 'common.form.error.emailInvalid',
    })
  })
})

describe('newsletterSchema (the same e-mail rule and messages)', () => {
  it('accepts an address, also with spaces around it', () => {
    expect(errorsOf(newsletterSchema, { email: 'nyhet@example.com' })).toEqual({})
    expect(errorsOf(newsletterSchema, { email: ' nyhet@example.com ' })).toEqual({})
  })

  it('rejects empty, whitespace and hostile values with the shared messages', () => {
    expect(errorsOf(newsletterSchema, { email: '' })).toEqual({
      email: 'common.form.error.emailRequired',
    })
    expect(errorsOf(newsletterSchema, { email: '   ' })).toEqual({
      email: 'common.form.error.emailRequired',
    })
    expect(errorsOf(newsletterSchema, {})).toEqual({ email: 'common.form.error.emailRequired' })
    for (const email of [long, html, emoji, rtl, 'a@b', `${'a'.repeat(250)}@example.com`]) {
      expect(errorsOf(newsletterSchema, { email })).toEqual({
        email: 'common.form.error.emailInvalid',
      })
    }
  })
})

describe('calculatorFormSchema (no zod: the parse is the rule)', () => {
  const valid = { transports: '2 000', weight: '12,5', material: 'wood', business: 100 }

  it('accepts numbers as visitors write them, and text that is not a number (it counts as 0)', () => {
    expect(errorsOf(calculatorFormSchema, valid)).toEqual({})
    expect(errorsOf(calculatorFormSchema, { ...valid, transports: 'abc' })).toEqual({})
  })

  it('names each field that blocks a result, with the message for its problem', () => {
    expect(errorsOf(calculatorFormSchema, { ...valid, transports: '', weight: ' ' })).toEqual({
      transports: 'calculator.form.transports.required',
      weight: 'calculator.form.weight.required',
    })
    expect(errorsOf(calculatorFormSchema, { ...valid, transports: '-5', weight: '1,250' })).toEqual(
      {
        transports: 'calculator.form.transports.negative',
        weight: 'calculator.form.weight.ambiguous',
      },
    )
    expect(errorsOf(calculatorFormSchema, { ...valid, transports: '2,5' })).toEqual({
      transports: 'calculator.form.transports.notInteger',
    })
    expect(errorsOf(calculatorFormSchema, { ...valid, weight: '1e309' })).toEqual({})
    expect(errorsOf(calculatorFormSchema, { ...valid, weight: '99999999' })).toEqual({
      weight: 'calculator.form.weight.tooLarge',
    })
  })
})
