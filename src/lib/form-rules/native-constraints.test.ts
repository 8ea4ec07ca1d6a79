import { describe, expect, it } from 'vitest'
import { nativeConstraints } from './native-constraints'

describe('nativeConstraints', () => {
  it.each([
    [[{ kind: 'required' }], { required: true }],
    [
      [
        { kind: 'minLength', min: 2 },
        { kind: 'maxLength', max: 40 },
      ],
      { minLength: 2, maxLength: 40 },
    ],
    [[{ kind: 'between', min: 1, max: 9 }], { min: 1, max: 9 }],
    [[{ kind: 'regex', pattern: '\\d{5}', flags: '' }], { pattern: '\\d{5}' }],
    // HTML patterns have no flags: one with flags is left to the form's own checks.
    [[{ kind: 'regex', pattern: '[a-z]+', flags: 'i' }], {}],
    [[{ kind: 'email' }, { kind: 'confirmed', target: 'a', targetLabel: 'A' }], {}],
  ] as const)('gives HTML the part of %j it can check', (rules, constraints) => {
    expect(nativeConstraints(rules)).toEqual(constraints)
  })

  it('holds a new password to 8 characters and the four classes, as the rule does', () => {
    const { minLength, pattern = '' } = nativeConstraints([{ kind: 'passwordStrength' }])
    expect(minLength).toBe(8)
    // As the browser applies it: the whole value, with the v flag.
    const html = new RegExp(`^(?:${pattern})$`, 'v')
    expect(html.test('Zink2024!')).toBe(true)
    expect(html.test('zink2024!')).toBe(false)
    expect(html.test('ZinkZink!')).toBe(false)
  })

  it('asks a street for a digit as the rule does', () => {
    const { pattern = '' } = nativeConstraints([{ kind: 'streetNumber' }])
    const html = new RegExp(`^(?:${pattern})$`, 'v')
    expect(html.test('Hauptstraße 5')).toBe(true)
    expect(html.test('Hauptstraße')).toBe(false)
  })
})
