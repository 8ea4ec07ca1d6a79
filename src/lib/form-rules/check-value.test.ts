import { describe, expect, it } from 'vitest'
import { checkForm, firstFailure, passesRule } from './check-value'
import type { FormRule, FormValue } from './rules'

/** A file of `bytes` bytes, as a file input holds it. */
const file = (bytes: number) => new File([new Uint8Array(bytes)], 'beleg.pdf')

type Row = [value: FormValue, valid: boolean]

/** Every rule of SPEC.md section 5 with the values it takes and refuses. */
const TABLE: [rule: FormRule, rows: Row[]][] = [
  [
    { kind: 'required' },
    [
      ['Anna', true],
      [true, true],
      [['zink'], true],
      ['0', true],
      ['', false],
      ['   ', false],
      [null, false],
      [undefined, false],
      [false, false],
      [[], false],
    ],
  ],
  [
    { kind: 'regex', pattern: '^\\d{5}$', flags: '' },
    [
      ['10115', true],
      ['1011', false],
      ['10115a', false],
    ],
  ],
  [
    { kind: 'regex', pattern: '^[a-z]+$', flags: 'i' },
    [
      ['Zink', true],
      ['Zink1', false],
    ],
  ],
  // An editor's pattern the browser cannot compile is left to the server.
  [{ kind: 'regex', pattern: '(?<', flags: '' }, [['x', true]]],
  [
    { kind: 'minLength', min: 2 },
    [
      ['ab', true],
      ['ö', false],
      // Characters, not UTF-16 units: one emoji is one character.
      ['😀', false],
      [['zink'], false],
      [['zink', 'eisen'], true],
    ],
  ],
  [
    { kind: 'maxLength', max: 3 },
    [
      ['abc', true],
      ['😀😀😀', true],
      ['abcd', false],
      [['a', 'b', 'c', 'd'], false],
    ],
  ],
  [
    { kind: 'minValue', min: 1 },
    [
      ['1', true],
      ['1,5', true],
      ['0', false],
      ['-1', false],
      ['viel', false],
    ],
  ],
  [
    { kind: 'maxValue', max: 4.5 },
    [
      ['4,5', true],
      ['4.5', true],
      ['4,6', false],
      ['viel', false],
    ],
  ],
  [
    { kind: 'between', min: 1, max: 10 },
    [
      ['1', true],
      ['10', true],
      ['5,5', true],
      ['0', false],
      ['11', false],
      ['zehn', false],
    ],
  ],
  [
    { kind: 'email' },
    [
      ['kunde@example.com', true],
      ['vorname.nachname@mail.example.de', true],
      ['a+b@x.de', true],
      ['a..b@x.de', false],
      ['.a@x.de', false],
      ['a@x.d', false],
      ['a@x..de', false],
      ['a@x.d3', false],
      ['kunde@example', false],
      ['kunde example.com', false],
      ['kunde@@example.com', false],
    ],
  ],
  [
    { kind: 'url' },
    [
      ['https://www.vitalis.de/ratgeber', true],
      ['http://example.com', true],
      ['https://müller-apotheke.de:8443/a?b=1#c', true],
      ['www.vitalis.de', false],
      ['https://exa mple.com', false],
      ['https://localhost', false],
      ['javascript:alert(1)', false],
      ['ftp://example.com/datei', false],
      ['https://', false],
    ],
  ],
  [
    { kind: 'url', pattern: '^https://' },
    [
      ['https://example.com', true],
      ['http://example.com', false],
    ],
  ],
  [
    { kind: 'numeric' },
    [
      ['0123', true],
      ['١٢٣', true],
      ['۱۲۳', true],
      ['12a', false],
      ['1.5', false],
      ['-1', false],
      ['1 2', false],
    ],
  ],
  [
    { kind: 'size', kb: 2 },
    [
      [[file(2048)], true],
      [[file(2049)], false],
      [[file(10), file(4096)], false],
    ],
  ],
  [
    { kind: 'passwordStrength' },
    [
      ['Zink2024!', true],
      ['Äpfel12#', true],
      ['Zink20!', false],
      ['zink2024!', false],
      ['ZINK2024!', false],
      ['ZinkZink!', false],
      ['Zink2024x', false],
      ['Zink 2024', false],
    ],
  ],
  [
    { kind: 'streetNumber' },
    [
      ['Hauptstraße 5', true],
      ['Am Markt 12a', true],
      ['شارع ١٢', true],
      ['Hauptstraße', false],
      ['Am Markt', false],
    ],
  ],
]

describe('passesRule', () => {
  for (const [rule, rows] of TABLE) {
    it.each(rows)(`judges %j by ${JSON.stringify(rule)} as %s`, (value, valid) => {
      expect(passesRule(rule, value)).toBe(valid)
    })
  }

  it.each(TABLE.filter(([rule]) => rule.kind !== 'required'))(
    'leaves an empty optional field valid for %j',
    (rule) => {
      for (const empty of ['', '  ', null, false, []] as const)
        expect(passesRule(rule, empty)).toBe(true)
    },
  )

  it.each([
    ['Zink2024!', 'Zink2024!', true],
    ['Zink2024!', 'Zink2024?', false],
    ['Zink2024!', '', true],
  ])('confirms %j with the target %j as %s', (target, value, valid) => {
    const rule: FormRule = { kind: 'confirmed', target: 'password', targetLabel: 'Passwort' }
    expect(passesRule(rule, value, { password: target })).toBe(valid)
  })
})

describe('firstFailure', () => {
  const rules: FormRule[] = [{ kind: 'required' }, { kind: 'minLength', min: 3 }, { kind: 'email' }]

  it('names the first rule that fails, in the order given, with its key and values', () => {
    expect(firstFailure(rules, '')?.key).toBe('form.message.required')
    expect(firstFailure(rules, 'a@')).toEqual({
      rule: rules[1],
      key: 'form.message.min-length',
      params: { min: 3 },
    })
    expect(firstFailure(rules, 'a..b@x.de')?.key).toBe('form.message.email')
    expect(firstFailure(rules, 'kunde@example.com')).toBeNull()
  })

  it('uses the keys SPEC.md names for password strength and the street', () => {
    expect(firstFailure([{ kind: 'passwordStrength' }], 'Zink20!')?.key).toBe(
      'message.password-strength',
    )
    expect(firstFailure([{ kind: 'streetNumber' }], 'Hauptstraße')?.key).toBe(
      'form.message.street-must-include-number',
    )
  })

  it('says how many may be chosen, not how many characters, for a list', () => {
    expect(firstFailure([{ kind: 'minLength', min: 2 }], ['zink'])?.key).toBe(
      'form.message.min-items',
    )
  })
})

describe('checkForm', () => {
  it('checks every field of a form against the others, by name', () => {
    const form = {
      email: [{ kind: 'required' }, { kind: 'email' }],
      password: [{ kind: 'required' }, { kind: 'passwordStrength' }],
      password_confirmation: [{ kind: 'confirmed', target: 'password', targetLabel: 'Passwort' }],
    } satisfies Record<string, FormRule[]>
    const failures = checkForm(form, {
      email: 'anna@example.com',
      password: 'Zink2024!',
      password_confirmation: 'Zink2025!',
    })
    expect(Object.keys(failures)).toEqual(['password_confirmation'])
    expect(failures.password_confirmation?.params).toEqual({ target: 'Passwort' })
  })
})
