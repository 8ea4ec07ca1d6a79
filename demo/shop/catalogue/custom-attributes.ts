import type { ShopContext } from '../context'
import type { AttributeValueRow } from '../repo/attributes'

/** Magento 2.4.8's AttributeFilterInput: attributes whose flags equal the ones given. */
export type AttributeFilter = Partial<Record<string, boolean | null>>

/**
 * The flags the shop keeps per attribute (0013_product_facts.sql); Magento's other flags
 * (is_comparable, is_searchable, …) are off on every attribute of the demo, so a filter asking
 * for one of them on finds none.
 */
const KEPT_FLAGS = {
  is_visible_on_front: 'is_visible_on_front',
  is_html_allowed_on_front: 'is_html_allowed_on_front',
  used_in_product_listing: 'used_in_product_listing',
} as const satisfies Record<string, keyof AttributeValueRow>

const flagOf = (row: AttributeValueRow, flag: string): boolean => {
  const column = KEPT_FLAGS[flag as keyof typeof KEPT_FLAGS] as keyof AttributeValueRow | undefined
  return column ? row[column] === 1 : false
}

const matches = (row: AttributeValueRow, filters: AttributeFilter | null | undefined) =>
  Object.entries(filters ?? {}).every(
    ([flag, wanted]) => wanted === null || wanted === undefined || flagOf(row, flag) === wanted,
  )

interface Batch {
  ids: number[]
  rows: Promise<Map<number, AttributeValueRow[]>>
}

/**
 * Per request: the attribute values of the products its answer asks them for, read together.
 * graphql-js calls a list's field resolvers in one go before awaiting any, so the products of a
 * listing join one batch (one D1 round trip however long the page, see repo/attributes.ts), as
 * Magento's attribute loading does per collection.
 */
const createLoader = (ctx: ShopContext) => {
  const loaded = new Map<number, Promise<AttributeValueRow[]>>()
  let batch: Batch | null = null
  let labels: Promise<Map<string, string>> | null = null
  return {
    valuesOf(id: number): Promise<AttributeValueRow[]> {
      const known = loaded.get(id)
      if (known) return known
      if (!batch) {
        const ids: number[] = []
        const rows = Promise.resolve().then(async () => {
          batch = null
          const byProduct = new Map<number, AttributeValueRow[]>()
          for (const row of await ctx.repos.attributes.valuesOf(ids)) {
            byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row])
          }
          return byProduct
        })
        batch = { ids, rows }
      }
      batch.ids.push(id)
      const values = batch.rows.then((byProduct) => byProduct.get(id) ?? [])
      loaded.set(id, values)
      return values
    },
    /** Option labels by `code/value`, in the request's view. */
    labels(): Promise<Map<string, string>> {
      labels ??= ctx.repos.attributes
        .optionLabels()
        .then(
          (rows) => new Map(rows.map((row) => [`${row.attribute_code}/${row.value}`, row.label])),
        )
      return labels
    },
  }
}

const loaders = new WeakMap<ShopContext, ReturnType<typeof createLoader>>()

const loaderOf = (ctx: ShopContext) => {
  let loader = loaders.get(ctx)
  if (!loader) {
    loader = createLoader(ctx)
    loaders.set(ctx, loader)
  }
  return loader
}

/**
 * ProductInterface.custom_attributesV2: the product's attribute values in the request's store
 * view, as AttributeValue ({ code, value }), a multiselect's as AttributeSelectedOptions with
 * the view's labels of its options.
 */
export const customAttributesV2 = async (
  parent: unknown,
  args: { filters?: AttributeFilter | null },
  ctx: ShopContext,
) => {
  const loader = loaderOf(ctx)
  const rows = (await loader.valuesOf(Number((parent as { id: unknown }).id))).filter((row) =>
    matches(row, args.filters),
  )
  const labels = rows.some((row) => row.frontend_input === 'multiselect')
    ? await loader.labels()
    : new Map<string, string>()
  return {
    errors: [],
    items: rows.map((row) =>
      row.frontend_input === 'multiselect'
        ? {
            code: row.code,
            selected_options: row.value
              .split(',')
              .filter(Boolean)
              .map((value) => ({ value, label: labels.get(`${row.code}/${value}`) ?? value })),
          }
        : { code: row.code, value: row.value },
    ),
  }
}
