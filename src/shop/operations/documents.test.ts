import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parse, validate } from 'graphql'
import { describe, expect, it } from 'vitest'
import { buildShopSchema } from '../../../graphql/schema'
import { ALL_DOCUMENTS } from './all-documents'

const here = fileURLToPath(new URL('.', import.meta.url))
const graphqlFolder = fileURLToPath(new URL('../../../graphql/', import.meta.url))
const schema = buildShopSchema(
  readFileSync(`${graphqlFolder}magento-2.4.8.graphql`, 'utf8'),
  readFileSync(`${graphqlFolder}vitalis-extensions.graphql`, 'utf8'),
)

/** Operation files: every .ts here except tests, shared fragments, types and helpers. */
const HELPERS = [
  'all-documents.ts',
  'fragments.ts',
  'raw-types.ts',
  'map-shop-data.ts',
  'cart-result.ts',
  'bought-together.ts',
  'supplement-facts.ts',
  'present-entries.ts',
]
const operationFiles = readdirSync(here).filter(
  (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !HELPERS.includes(name),
)

describe('cart GraphQL documents', () => {
  it.each(Object.entries(ALL_DOCUMENTS))('%s validates against the shop schema', (_, document) => {
    const errors = validate(schema, parse(document))
    expect(errors.map((error) => error.message)).toEqual([])
  })

  it('names each operation like its root field, which the error catalogue matches on', () => {
    for (const document of Object.values(ALL_DOCUMENTS)) {
      const match = /^\s*(?:query|mutation)\s+(\w+)[^{]*\{\s*(\w+)/.exec(document)
      expect(match?.[1]).toBe(match?.[2])
    }
  })

  it('lists every document that an operation file exports', async () => {
    expect(operationFiles.length).toBeGreaterThanOrEqual(13)
    for (const file of operationFiles) {
      const url = pathToFileURL(`${here}${file}`).href
      const module = (await import(/* @vite-ignore */ url)) as Record<string, unknown>
      const documents = Object.entries(module).filter(
        ([name, value]) =>
          /_(QUERY|MUTATION|SUBSCRIPTION)$/.test(name) && typeof value === 'string',
      )
      expect(documents, `${file} exports no document`).not.toEqual([])
      for (const [name, document] of documents) expect(ALL_DOCUMENTS[name], name).toBe(document)
    }
  })
})
