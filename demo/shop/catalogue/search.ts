import type { IndexedProduct } from './model'
import { words } from './text'

/**
 * Quick search as Magento's OpenSearch adapter does it, simplified: every word of the query must
 * match a word of a searchable attribute (a word of three letters or more also matches from
 * the start of a longer one, "magnes" finds "Magnesiumcitrat"; "c" only finds "C"); the score adds each attribute's search weight (Magento's defaults: sku 6,
 * name 5, descriptions 1), doubled for a whole-word match, and a phrase bonus when the name holds
 * the query as typed. 0 means no match.
 */
const FIELDS: readonly [weight: number, read: (p: IndexedProduct) => string][] = [
  [6, (p) => p.row.sku],
  [5, (p) => p.row.name],
  [1, (p) => p.row.short_description],
  [1, (p) => p.row.description],
]

export const queryWords = (query: string): string[] => words(query)

/**
 * A family is found by its own attributes or any of its variants' (Magento indexes a
 * configurable product with its children's searchable values): the best of them counts.
 */
export const relevance = (product: IndexedProduct, terms: readonly string[]): number =>
  Math.max(ownRelevance(product, terms), ...product.variants.map((v) => ownRelevance(v, terms)))

const ownRelevance = (product: IndexedProduct, terms: readonly string[]): number => {
  if (terms.length === 0) return 0
  const fields = FIELDS.map(([weight, read]) => [weight, words(read(product))] as const)
  let score = 0
  for (const term of terms) {
    let best = 0
    for (const [weight, tokens] of fields) {
      if (tokens.includes(term)) best += weight * 2
      else if (term.length >= 3 && tokens.some((token) => token.startsWith(term))) best += weight
    }
    if (best === 0) return 0
    score += best
  }
  return words(product.row.name).join(' ').includes(terms.join(' ')) ? score + 5 : score
}
