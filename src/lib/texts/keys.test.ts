import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { DE } from './de'
import { EN } from './en'
import { SPEC_ONLY_KEYS, TEXT_KEYS } from './keys'

const src = fileURLToPath(new URL('../..', import.meta.url))

/** Product sources of every layer: no tests, no test support. */
const sources = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })

/**
 * The keys the code asks for: the first argument of every translate call written as a literal
 * (`t('header.cart', …)`, `context.t('message.session-expired')`, also across lines), and the
 * message keys handed to translate calls as values (`notify(context, 'message.cart.add', …)`,
 * VALIDATION_MESSAGE_KEYS, the form rules' 'form.message.*'), which
 * src/shop/message-keys.test.ts finds the same way.
 */
const usedKeys = (): Set<string> => {
  const keys = new Set<string>()
  for (const file of sources(src)) {
    const code = readFileSync(file, 'utf8')
    for (const [, key] of code.matchAll(/\bt\(\s*'([a-zA-Z0-9_.-]+)'/g)) keys.add(key!)
    for (const [, key] of code.matchAll(/'((?:message|cart\.error|form\.message)\.[a-z.-]+)'/g))
      keys.add(key!)
  }
  return keys
}

/** `{{company}}` (i18next) and `{field}` (filled in by the form's own code). */
const placeholders = (text: string) => [...text.matchAll(/\{+\s*(\w+)\s*\}+/g)].map((m) => m[1])

describe('TEXT_KEYS', () => {
  const used = usedKeys()

  it('lists every key a translate call of the code names', () => {
    // A sanity check of the scan itself: it finds the chrome's and the cart's keys.
    expect(used).toContain('nav.skip-to-content')
    expect(used).toContain('message.cart.add')
    const listed = new Set<string>(TEXT_KEYS)
    expect([...used].filter((key) => !listed.has(key)).sort()).toEqual([])
  })

  it('lists no key the code does not ask for, but those SPEC.md names', () => {
    const unused = TEXT_KEYS.filter((key) => !used.has(key) && !SPEC_ONLY_KEYS.includes(key))
    expect(unused).toEqual([])
  })

  it('lists each key once', () => {
    expect(new Set(TEXT_KEYS).size).toBe(TEXT_KEYS.length)
  })
})

describe('the German and English texts', () => {
  it('have a text for every key in both languages', () => {
    for (const key of TEXT_KEYS) {
      expect(DE[key], `de ${key}`).toMatch(/\S/)
      expect(EN[key], `en ${key}`).toMatch(/\S/)
    }
    expect(Object.keys(DE).sort()).toEqual([...TEXT_KEYS].sort())
    expect(Object.keys(EN).sort()).toEqual([...TEXT_KEYS].sort())
  })

  it('fill in the same values in both languages', () => {
    for (const key of TEXT_KEYS) expect(placeholders(EN[key]), key).toEqual(placeholders(DE[key]))
  })

  it('hold no German letters in the English texts', () => {
    for (const key of TEXT_KEYS) expect(EN[key], key).not.toMatch(/[äöüÄÖÜß„]/)
  })
})
