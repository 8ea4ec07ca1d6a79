import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { CART_MESSAGE_KEYS } from './message-keys'

const here = fileURLToPath(new URL('.', import.meta.url))
const sources = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sources(path)
    return /\.tsx?$/.test(name) && !/(\.test\.tsx?|message-keys\.ts)$/.test(name) ? [path] : []
  })

describe('CART_MESSAGE_KEYS', () => {
  it('lists every message key the cart code uses', () => {
    const used = new Set(
      sources(here).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/'((?:message|cart\.error)\.[a-z.-]+)'/g)].map(
          (match) => match[1],
        ),
      ),
    )
    expect([...used].sort()).toEqual([...CART_MESSAGE_KEYS].sort())
  })
})
