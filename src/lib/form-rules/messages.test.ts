import { describe, expect, it } from 'vitest'
import { createI18n } from '../create-i18n'
import { DE } from '../texts/de'
import { EN } from '../texts/en'
import { DEFAULT_FORM_MESSAGE, failureOf, fillParams, messageOf } from './messages'
import type { FormRule } from './rules'

const between: FormRule = { kind: 'between', min: 1, max: 10 }
const texts = (entries: Record<string, string>) => createI18n('de', { ...DE, ...entries }).t

describe('messageOf', () => {
  it.each([
    ['de', DE, 'Menge muss zwischen 1 und 10 liegen.'],
    ['en', EN, 'Menge must be between 1 and 10.'],
  ])(
    "fills the %s text of the rule's key with the field and the rule's values",
    (locale, t, text) => {
      const i18n = createI18n(locale, t).t
      expect(messageOf(i18n, failureOf(between, false), 'Menge')).toBe(text)
    },
  )

  it("says '{field} is not valid.' when no locale message is loaded (the translator answers '')", () => {
    expect(DEFAULT_FORM_MESSAGE).toBe('{field} is not valid.')
    expect(messageOf(() => '', failureOf(between, false), 'Menge')).toBe('Menge is not valid.')
  })

  it("uses the CMS's text for the rule over the storefront's", () => {
    const t = texts({ 'form.message.between': '{field}: {min} bis {max} bitte.' })
    expect(messageOf(t, failureOf(between, false), 'Menge')).toBe('Menge: 1 bis 10 bitte.')
  })

  it("prefers the editor's wording, filled in the same way", () => {
    const rule: FormRule = { ...between, message: 'Bitte {min} bis {max} Stück.' }
    expect(messageOf(texts(DE), failureOf(rule, false), 'Menge')).toBe('Bitte 1 bis 10 Stück.')
  })

  it('names the other field of a confirmation and the size of a file', () => {
    const confirmed: FormRule = { kind: 'confirmed', target: 'password', targetLabel: 'Passwort' }
    expect(messageOf(texts(DE), failureOf(confirmed, false), 'Wiederholung')).toBe(
      'Wiederholung stimmt nicht mit Passwort überein.',
    )
    expect(messageOf(texts(EN), failureOf({ kind: 'size', kb: 500 }, false), 'Beleg')).toBe(
      'Beleg may be at most 500 KB.',
    )
  })

  it('gives the texts SPEC.md keys for a weak password and a street without a number', () => {
    const t = texts(DE)
    expect(messageOf(t, failureOf({ kind: 'passwordStrength' }, false), 'Passwort')).toBe(
      DE['message.password-strength'],
    )
    expect(messageOf(t, failureOf({ kind: 'streetNumber' }, false), 'Straße')).toBe(
      DE['form.message.street-must-include-number'],
    )
  })
})

describe('fillParams', () => {
  it('fills every known {name} and leaves unknown ones', () => {
    expect(fillParams('{field}: {min}–{max} {unit}', { field: 'Menge', min: 1, max: 2 })).toBe(
      'Menge: 1–2 {unit}',
    )
  })
})
