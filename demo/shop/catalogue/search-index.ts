import type { CatalogueProductRow } from '../repo/catalogue'
import { type AnalysedText, type Analyzer, type Term, analyzer } from './analysis'
import type { Catalogue, IndexedProduct } from './model'

/** A searchable attribute of one product, analysed. */
export interface SearchField extends AnalysedText {
  /** Magento's search weight of the attribute. */
  weight: number
  /** Whether a typed beginning matches a word here (search.ts). */
  prefixes: boolean
}

/** A product (a family, a variant or a simple one) as the search index holds it. */
export interface SearchDocument {
  fields: SearchField[]
  /** The name's words in order: where a phrase counts. */
  name: readonly Term[]
}

export interface SearchIndex {
  /** The view's analyzer, which the query goes through too. */
  analyse: Analyzer
  documents: ReadonlyMap<IndexedProduct, SearchDocument>
  /** Every stem of the catalogue, by length: what a typo is compared with. */
  vocabulary: ReadonlyMap<number, readonly string[]>
}

/**
 * The searchable attributes with Magento's default search weights (sku 6, name 5, the
 * descriptions 1). A typed beginning counts in name and sku only, as Magento's quick search
 * runs its `match_phrase_prefix` clauses on those two: a beginning matched in running text would
 * find nearly everything.
 */
const ATTRIBUTES: readonly {
  weight: number
  prefixes: boolean
  read: (row: CatalogueProductRow) => string
}[] = [
  { weight: 6, prefixes: true, read: (row) => row.sku },
  { weight: 5, prefixes: true, read: (row) => row.name },
  { weight: 1, prefixes: false, read: (row) => row.short_description },
  { weight: 1, prefixes: false, read: (row) => row.description },
]

const NAME = 1

const documentOf = (row: CatalogueProductRow, analyse: Analyzer): SearchDocument => {
  const fields = ATTRIBUTES.map(({ weight, prefixes, read }): SearchField => ({
    weight,
    prefixes,
    ...analyse(read(row)),
  }))
  return { fields, name: fields[NAME]!.terms }
}

const built = new WeakMap<Catalogue, SearchIndex>()

/**
 * The catalogue's search index: every product and variant analysed once per request (the demo
 * shop reads its catalogue per request), on the catalogue's first search, so each query only
 * compares its few terms with word lists (and a typo with the vocabulary) instead of tokenising
 * the catalogue again. Pages that do not search never pay for it.
 */
export const searchIndexOf = (catalogue: Catalogue): SearchIndex => {
  let index = built.get(catalogue)
  if (!index) {
    const analyse = analyzer(catalogue.language)
    const documents = new Map<IndexedProduct, SearchDocument>()
    const texts = new Set<ReadonlySet<string>>()
    for (const product of catalogue.byId.values()) {
      const document = documentOf(product.row, analyse)
      documents.set(product, document)
      // The typo vocabulary: a typo counts in names and skus only (./search.ts), so only theirs
      // are candidates; description words would fill the 50 expansions instead of names'.
      for (const field of document.fields) if (field.prefixes) texts.add(field.stems)
    }
    const stems = new Set<string>()
    for (const text of texts) for (const stem of text) stems.add(stem)
    const vocabulary = new Map<number, string[]>()
    for (const stem of stems) {
      const sameLength = vocabulary.get(stem.length)
      if (sameLength) sameLength.push(stem)
      else vocabulary.set(stem.length, [stem])
    }
    index = { analyse, documents, vocabulary }
    built.set(catalogue, index)
  }
  return index
}
