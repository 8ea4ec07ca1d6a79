import type { Term } from './analysis'
import { editsWithin, maxEdits } from './fuzzy'
import type { Catalogue, IndexedProduct } from './model'
import {
  type SearchDocument,
  type SearchField,
  type SearchIndex,
  searchIndexOf,
} from './search-index'
import { words } from './text'

/**
 * Quick search as Magento's on OpenSearch does it, simplified. The query goes through the index's
 * analyzer (analysis.ts: folding, stop words, light stems); every one of its words must match a
 * word of a product's sku, name or descriptions (search-index.ts), in one of three ways, worth
 * less in this order: the same word ("kapseln" = "Kapsel"), a typed beginning of a name or sku
 * word ("magnes" → "Magnesiumcitrat", "d" → "D3"), or a typo of one within OpenSearch's fuzziness
 * AUTO ("magnesuim" → "Magnesium"). A word scores in the attribute where it scores best (a
 * multi_match's best field), by the attribute's search weight; the query's words in a row
 * in the name (Magento's match_phrase_prefix on the name) add a whole name match.
 * 0 means no match.
 */
const WHOLE = 2
const BEGINNING = 1
const TYPO = 0.5
const NAME_PHRASE = 5 * WHOLE

/** OpenSearch's max_expansions: a typo is compared with at most this many words. */
const MAX_EXPANSIONS = 50

/** The words of a text as filters compare them (a name or description filter's `match`). */
export const queryWords = (query: string): string[] => words(query)

interface QueryTerm extends Term {
  /** Stems of the catalogue within the term's typo tolerance, nearest first. */
  near: string[]
}

export interface SearchQuery {
  index: SearchIndex
  terms: QueryTerm[]
}

const nearStems = (index: SearchIndex, term: Term): string[] => {
  const max = /\d/.test(term.stem) ? 0 : maxEdits(term.stem)
  const near: [stem: string, edits: number][] = []
  for (let length = term.stem.length - max; length <= term.stem.length + max; length++) {
    for (const stem of index.vocabulary.get(length) ?? []) {
      const edits = editsWithin(term.stem, stem, max)
      if (edits !== null && edits > 0) near.push([stem, edits])
    }
  }
  return near
    .sort((a, b) => a[1] - b[1])
    .slice(0, MAX_EXPANSIONS)
    .map(([stem]) => stem)
}

/**
 * A search text analysed against the catalogue's index, or null when it holds no word at all
 * (no search: the listing is the filter's). A text of stop words only is a search that finds
 * nothing, as OpenSearch's match query with nothing left to match.
 */
export const searchQuery = (catalogue: Catalogue, text: string): SearchQuery | null => {
  if (words(text).length === 0) return null
  const index = searchIndexOf(catalogue)
  const terms = index.analyse(text).terms.map((term) => ({ ...term, near: nearStems(index, term) }))
  return { index, terms }
}

/**
 * Whether a typed beginning matches a name or sku word. Three characters or more match any
 * word they begin; a shorter one only the letters of a code before its number ("d" → "D3", "b" →
 * "B12", "q" → "Q10"), which OpenSearch's word delimiter would index as words of their own.
 * A letter or two as the beginning of any word would match much of the catalogue ("d": Depot,
 * Drops, DHA), and OpenSearch gives such a prefix clause a constant score and at most 50
 * expansions: it adds next to nothing to the ranking, so here it does not widen the result.
 */
const begins = (typed: string, word: string): boolean =>
  word.length > typed.length &&
  word.startsWith(typed) &&
  (typed.length >= 3 || /^\d+$/.test(word.slice(typed.length)))

/**
 * A typed beginning and a typo count in the name and sku only: a shopper misspells the product
 * they look for, and a typo matched in descriptions would bring in every product that mentions a
 * word like it ("Zink" on the English store: each product whose text names zinc among others).
 */
const fieldMatch = (field: SearchField, term: QueryTerm): number => {
  if (field.stems.has(term.stem)) return WHOLE
  if (!field.prefixes) return 0
  if (field.terms.some((t) => begins(term.word, t.word))) return BEGINNING
  return term.near.some((stem) => field.stems.has(stem)) ? TYPO : 0
}

/** Whether the name holds the query's words in a row, the last one perhaps only begun. */
const nameHasPhrase = (name: readonly Term[], terms: QueryTerm[]): boolean => {
  const last = terms.length - 1
  for (let start = 0; start + last < name.length; start++) {
    const inARow = terms.every((term, i) => {
      const word = name[start + i]!
      return word.stem === term.stem || (i === last && begins(term.word, word.word))
    })
    if (inARow) return true
  }
  return false
}

const documentRelevance = (document: SearchDocument | undefined, terms: QueryTerm[]): number => {
  if (!document || terms.length === 0) return 0
  let score = 0
  for (const term of terms) {
    const best = Math.max(...document.fields.map((field) => field.weight * fieldMatch(field, term)))
    if (best === 0) return 0
    score += best
  }
  return nameHasPhrase(document.name, terms) ? score + NAME_PHRASE : score
}

/**
 * A product's relevance for the query. A family is found by its own attributes or any of its
 * variants' (Magento indexes a configurable product with its children's searchable values): the
 * best of them counts.
 */
export const relevance = (product: IndexedProduct, query: SearchQuery): number =>
  Math.max(
    documentRelevance(query.index.documents.get(product), query.terms),
    ...product.variants.map((v) => documentRelevance(query.index.documents.get(v), query.terms)),
  )
