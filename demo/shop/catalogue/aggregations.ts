import { encodeUid } from '../ids'
import type { Language } from '../store-views'
import { FILTERABLE_ATTRIBUTES } from './attributes'
import type { Catalogue, IndexedProduct } from './model'

interface AggregationOption {
  label: string
  value: string
  count: number
}

export interface Aggregation {
  attribute_code: string
  label: string
  count: number
  position: number | null
  options: AggregationOption[]
}

/** Options by count, then label in the view's language. */
const byCount = (language: Language) => (a: AggregationOption, b: AggregationOption) =>
  b.count - a.count || a.label.localeCompare(b.label, language)

/** The labels of price and category, per view language (Magento's are store labels too). */
const LABELS = {
  de: { price: 'Preis', category: 'Kategorie' },
  en: { price: 'Price', category: 'Category' },
} as const satisfies Record<Language, Record<string, string>>

/**
 * Magento's "automatic (equalize price ranges)" step (Framework\Search\Dynamic\Algorithm\Auto):
 * the range is the power of ten below the highest price, made ten times smaller while it is
 * above 10 and gives fewer than two ranges; ranges are "from-to" (value "from_to") with
 * from ≤ price < to, only those with products.
 */
const priceAggregation = (items: IndexedProduct[], language: Language): Aggregation | null => {
  // A pack-size family counts once in each range one of its packs is in, as its price filter
  // (filter.ts) finds it there.
  const prices = items.map((p) => p.prices.map((cents) => cents / 100))
  const max = Math.floor(Math.max(...prices.flat()))
  const buckets = (range: number) => {
    const counts = new Map<number, number>()
    for (const own of prices) {
      for (const key of new Set(own.map((price) => Math.floor(price / range) + 1))) {
        counts.set(key, (counts.get(key) ?? 0) + 1)
      }
    }
    return counts
  }
  let index = 1
  let range: number
  let counts: Map<number, number>
  do {
    range = 10 ** (String(max).length - index)
    counts = buckets(range)
    index++
  } while (range > 10 && counts.size < 2)
  const options = [...counts]
    .sort(([a], [b]) => a - b)
    .map(([key, count]) => {
      const [from, to] = [(key - 1) * range, key * range]
      return { label: `${from}-${to}`, value: `${from}_${to}`, count }
    })
  const label = LABELS[language].price
  return { attribute_code: 'price', label, count: options.length, position: null, options }
}

/**
 * The categories of the result below the store's root (Magento leaves the root out), values are
 * category uids for the `category_uid` filter; with includeDirectChildrenOnly only the direct
 * children of the categories filtered by.
 */
const categoryAggregation = (
  items: IndexedProduct[],
  catalogue: Catalogue,
  rootId: number,
  directChildrenOf: number[] | undefined,
): Aggregation | null => {
  const options: AggregationOption[] = []
  for (const category of catalogue.categories) {
    if (category.id === rootId || category.level < 2) continue
    if (directChildrenOf && !directChildrenOf.includes(category.parent_id)) continue
    const count = items.filter((p) => p.positions.has(category.id)).length
    if (count > 0) options.push({ label: category.name, value: encodeUid(category.id), count })
  }
  options.sort(byCount(catalogue.language))
  return options.length > 0
    ? {
        attribute_code: 'category_uid',
        label: LABELS[catalogue.language].category,
        count: options.length,
        position: null,
        options,
      }
    : null
}

const attributeAggregations = (items: IndexedProduct[], language: Language): Aggregation[] =>
  FILTERABLE_ATTRIBUTES.flatMap((attribute) => {
    const options = new Map<string, AggregationOption>()
    for (const item of items) {
      const option = attribute.option(item, language)
      if (!option) continue
      const seen = options.get(option.value) ?? { ...option, count: 0 }
      seen.count++
      options.set(option.value, seen)
    }
    const list = [...options.values()].sort(byCount(language))
    return list.length > 0
      ? [
          {
            attribute_code: attribute.code,
            label: attribute.label[language],
            count: list.length,
            position: attribute.position,
            options: list,
          },
        ]
      : []
  })

/**
 * Layered navigation over the whole filtered result (not the page), as Magento computes it:
 * price ranges, categories, then the filterable attributes; nothing when nothing matched.
 */
export const aggregate = (
  items: IndexedProduct[],
  catalogue: Catalogue,
  rootId: number,
  directChildrenOf: number[] | undefined,
): Aggregation[] => {
  if (items.length === 0) return []
  return [
    priceAggregation(items, catalogue.language),
    categoryAggregation(items, catalogue, rootId, directChildrenOf),
    ...attributeAggregations(items, catalogue.language),
  ].filter((a): a is Aggregation => a !== null)
}
