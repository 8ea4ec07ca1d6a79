import { describe, expect, it } from 'vitest'
import { fillFieldName, firstFailedRule, passesRule, type FormRule } from './form-rules'

/** A rule without the editor's message, so the checks alone are tested. */
type Bare<R = FormRule> = R extends FormRule ? Omit<R, 'message'> : never
const rule = (bare: Bare): FormRule => ({ ...bare, message: '' }) as FormRule

describe('passesRule', () => {
  it.each([[''], ['   '], [false], [[]]] as const)(
    'fails required on the empty value %j',
    (value) => {
      expect(passesRule(rule({ kind: 'required' }), value)).toBe(false)
    },
  )

  it.each([['Anna'], [true], [['zink']]] as const)('passes required on %j', (value) => {
    expect(passesRule(rule({ kind: 'required' }), value)).toBe(true)
  })

  it.each([
    ['kunde@example.com', true],
    ['vorname.nachname@mail.example.de', true],
    ['.kunde@example.com', false],
    ['kun..de@example.com', false],
    ['kunde@example..com', false],
    ['kunde@example.c', false],
    ['kunde@example', false],
    ['kunde example.com', false],
  ])('checks the email %s as %s', (value, valid) => {
    expect(passesRule(rule({ kind: 'email' }), value)).toBe(valid)
  })

  it('leaves an empty optional field valid whatever else it asks for', () => {
    expect(passesRule(rule({ kind: 'email' }), '')).toBe(true)
    expect(passesRule(rule({ kind: 'length', min: 5, max: null }), '')).toBe(true)
  })

  it('counts characters, not UTF-16 units, for min and max length', () => {
    const length = rule({ kind: 'length', min: 2, max: 3 })
    expect(passesRule(length, 'ö')).toBe(false)
    expect(passesRule(length, '😀😀😀')).toBe(true)
    expect(passesRule(length, 'abcd')).toBe(false)
  })

  it('checks min and max value, reading a decimal comma', () => {
    const range = rule({ kind: 'range', min: 1, max: 4.5 })
    expect(passesRule(range, '4,5')).toBe(true)
    expect(passesRule(range, '0')).toBe(false)
    expect(passesRule(range, 'viel')).toBe(false)
  })

  it('checks a pattern and leaves one the browser cannot compile to the server', () => {
    expect(passesRule(rule({ kind: 'pattern', source: '^\\d{5}$', flags: '' }), '1234')).toBe(false)
    expect(passesRule(rule({ kind: 'pattern', source: '^[a-z]+$', flags: 'i' }), 'Zink')).toBe(true)
    expect(passesRule(rule({ kind: 'pattern', source: '(?<', flags: '' }), 'x')).toBe(true)
  })

  it('takes Arabic digits as digits for numeric', () => {
    expect(passesRule(rule({ kind: 'numeric' }), '١٢٣')).toBe(true)
    expect(passesRule(rule({ kind: 'numeric' }), '12a')).toBe(false)
  })

  it('checks integers, numbers and letters-and-digits', () => {
    expect(passesRule(rule({ kind: 'integer' }), '-12')).toBe(true)
    expect(passesRule(rule({ kind: 'integer' }), '1.5')).toBe(false)
    expect(passesRule(rule({ kind: 'number' }), '1,5')).toBe(true)
    expect(passesRule(rule({ kind: 'alphanumeric' }), 'Müller1')).toBe(true)
    expect(passesRule(rule({ kind: 'alphanumeric' }), 'Mül ler')).toBe(false)
  })

  it('counts the checked boxes of a group for length', () => {
    const count = rule({ kind: 'length', min: 2, max: null })
    expect(passesRule(count, ['zink'])).toBe(false)
    expect(passesRule(count, ['zink', 'magnesium'])).toBe(true)
  })
})

describe('firstFailedRule', () => {
  it('names the first rule that fails, in the order given', () => {
    const rules = [rule({ kind: 'required' }), rule({ kind: 'email' })]
    expect(firstFailedRule(rules, '')?.kind).toBe('required')
    expect(firstFailedRule(rules, 'nope')?.kind).toBe('email')
    expect(firstFailedRule(rules, 'kunde@example.com')).toBeNull()
  })
})

describe('fillFieldName', () => {
  it('fills every {field} with the label', () => {
    expect(fillFieldName('{field} is not valid.', 'E-Mail')).toBe('E-Mail is not valid.')
  })
})
