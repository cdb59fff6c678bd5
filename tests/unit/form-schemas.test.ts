import { describe, expect, it } from 'vitest'
import { loginSchema, registerSchema } from '../../src/features/account/account-schemas'
import { supportSchema } from '../../src/features/support/support-schema'
import { newsletterSchema } from '../../src/components/layout/newsletter-checks'
import { calculatorFormSchema } from '../../src/features/calculator/form-schema'

type Schema = { '~standard': { validate: (v: unknown) => unknown } }

/** Field → first message id, through the Standard Schema interface TanStack Form uses. */
function errorsOf(schema: Schema, value: unknown): Record<string, string> {
  const result = schema['~standard'].validate(value) as {
    issues?: { message: string; path?: readonly (PropertyKey | { key: PropertyKey })[] }[]
  }
  if (result instanceof Promise) throw new Error('schemas must validate synchronously')
  const out: Record<string, string> = {}
  for (const issue of result.issues ?? []) {
    const head = issue.path?.[0]
    const key = String(typeof head === 'object' ? head.key : head)
    out[key] ??= issue.message
  }
  return out
}

const long = 'a'.repeat(10_000)
const html = '<script>alert(1)</script>'
const emoji = 'Åsa 🚚📦'
const rtl = 'مرحبا بالعالم'
/** Text that shows nothing: zero-width space/non-joiner/joiner, word joiner, BOM, fillers. */
const invisibles = [
  '\u200B',
  '\u200C\u200D',
  '\u2060',
  '\uFEFF',
  ' \u200B\t\u00A0',
  '\u00AD\u034F',
  '\u3164\u115F\u2800',
]

describe('loginSchema', () => {
  const valid = { email: 'kund@example.com', password: 'hemligt', remember: false }

  it('accepts a filled-in form, with surrounding spaces in the e-mail', () => {
    expect(errorsOf(loginSchema, valid)).toEqual({})
    expect(errorsOf(loginSchema, { ...valid, email: '  kund@example.com ' })).toEqual({})
  })

  it('asks for e-mail and password when empty or only whitespace', () => {
    expect(errorsOf(loginSchema, { email: '', password: '', remember: false })).toEqual({
      email: 'common.form.error.emailRequired',
      password: 'account.error.passwordRequired',
    })
    expect(errorsOf(loginSchema, { ...valid, email: ' \t ' })).toEqual({
      email: 'common.form.error.emailRequired',
    })
  })

  it('rejects a password of only spaces and one of 10 000 characters', () => {
    expect(errorsOf(loginSchema, { ...valid, password: '            ' })).toEqual({
      password: 'account.error.passwordBlank',
    })
    expect(errorsOf(loginSchema, { ...valid, password: long })).toEqual({
      password: 'account.error.passwordTooLong',
    })
  })

  it('rejects hostile e-mail values', () => {
    for (const email of [
      long + '@example.com',
      html,
      `${html}@example.com`,
      'a@b',
      'kund@@example.com',
      emoji,
      rtl,
    ]) {
      expect(errorsOf(loginSchema, { ...valid, email })).toEqual({
        email: 'common.form.error.emailInvalid',
      })
    }
  })

  it('accepts passwords with emoji, RTL text and markup (they are only characters)', () => {
    for (const password of [emoji, rtl, html]) {
      expect(errorsOf(loginSchema, { ...valid, password })).toEqual({})
    }
  })
})

describe('registerSchema', () => {
  const valid = {
    firstName: 'Astrid',
    lastName: 'Lindqvist',
    email: 'astrid@example.com',
    phone: '',
    company: 'Pall & Co AB',
    companySize: '',
    password: 'korrekt häst batteri',
    confirmPassword: 'korrekt häst batteri',
    terms: true,
  }

  it('treats names and company of invisible characters only as missing', () => {
    for (const blank of invisibles) {
      expect(
        errorsOf(registerSchema, { ...valid, firstName: blank, lastName: blank, company: blank }),
        JSON.stringify(blank),
      ).toEqual({
        firstName: 'common.form.error.firstNameRequired',
        lastName: 'common.form.error.lastNameRequired',
        company: 'account.error.companyRequired',
      })
    }
    // invisible characters inside a visible name are the visitor's business
    expect(errorsOf(registerSchema, { ...valid, firstName: 'Ann\u200BSofie' })).toEqual({})
  })

  it('accepts the required fields alone, and every optional field filled in', () => {
    expect(errorsOf(registerSchema, valid)).toEqual({})
    expect(
      errorsOf(registerSchema, { ...valid, phone: '+46 70-123 45 67', companySize: '1000+' }),
    ).toEqual({})
    expect(errorsOf(registerSchema, { ...valid, phone: '(08) 123 456' })).toEqual({})
  })

  it('names every missing required field', () => {
    const empty = {
      firstName: ' ',
      lastName: '',
      email: '',
      phone: '',
      company: '   ',
      companySize: '',
      password: '',
      confirmPassword: '',
      terms: false,
    }
    expect(errorsOf(registerSchema, empty)).toEqual({
      firstName: 'common.form.error.firstNameRequired',
      lastName: 'common.form.error.lastNameRequired',
      email: 'common.form.error.emailRequired',
      company: 'account.error.companyRequired',
      password: 'account.error.passwordRequired',
      confirmPassword: 'account.error.confirmRequired',
      terms: 'account.error.termsRequired',
    })
  })

  it('requires at least 12 characters, not only spaces, and the same password twice', () => {
    const pw = (password: string, confirmPassword = password) =>
      errorsOf(registerSchema, { ...valid, password, confirmPassword })
    expect(pw('elva tecken')).toEqual({ password: 'account.error.passwordTooShort' })
    expect(pw('tolv tecken!')).toEqual({})
    expect(pw('            ')).toEqual({ password: 'account.error.passwordBlank' })
    expect(pw('   ')).toEqual({ password: 'account.error.passwordBlank' })
    expect(pw(long)).toEqual({ password: 'account.error.passwordTooLong' })
    expect(pw('korrekt häst batteri', 'korrekt häst batterj')).toEqual({
      confirmPassword: 'account.error.passwordMismatch',
    })
  })

  it('reports a mismatch even while other fields are still wrong', () => {
    expect(
      errorsOf(registerSchema, { ...valid, firstName: '', confirmPassword: 'något annat långt' }),
    ).toEqual({
      firstName: 'common.form.error.firstNameRequired',
      confirmPassword: 'account.error.passwordMismatch',
    })
  })

  it('checks the phone format only when a number is given', () => {
    for (const phone of [
      'abc',
      '12',
      html,
      emoji,
      rtl,
      '070-123 45 67 ext 5',
      '+46 70 123 45 67 89 01 23',
      long,
    ]) {
      expect(errorsOf(registerSchema, { ...valid, phone })).toEqual({
        phone: 'account.error.phoneInvalid',
      })
    }
    expect(errorsOf(registerSchema, { ...valid, phone: '   ' })).toEqual({})
  })

  it('accepts only the listed company sizes', () => {
    for (const companySize of ['1-10', '11-50', '51-200', '201-1000', '1000+']) {
      expect(errorsOf(registerSchema, { ...valid, companySize })).toEqual({})
    }
    for (const companySize of ['10000', html, ' 1-10']) {
      expect(errorsOf(registerSchema, { ...valid, companySize })).toEqual({
        companySize: 'account.error.companySizeInvalid',
      })
    }
  })

  it('keeps names with emoji, RTL script and markup as plain text but limits their length', () => {
    for (const firstName of [emoji, rtl, html, 'Anna-Karin', "O'Brien"]) {
      expect(errorsOf(registerSchema, { ...valid, firstName })).toEqual({})
    }
    expect(errorsOf(registerSchema, { ...valid, lastName: long, company: long })).toEqual({
      lastName: 'common.form.error.nameTooLong',
      company: 'common.form.error.companyTooLong',
    })
  })

  it('does not accept a missing or non-boolean terms value', () => {
    expect(errorsOf(registerSchema, { ...valid, terms: 'on' })).toHaveProperty('terms')
  })
})

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
