import { describe, expect, it } from 'vitest'
import { loginSchema } from '../../src/features/account/account-schemas'
import { registerSchema } from '../../src/features/account/register-schema'
import { errorsOf, long, html, emoji, rtl, invisibles } from './schema-inputs'

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
