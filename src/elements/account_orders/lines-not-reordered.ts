import type { CartItem, OrderLine } from '../../shop'

const quantitiesBySku = (items: readonly CartItem[]) => {
  const quantities = new Map<string, number>()
  for (const item of items) {
    quantities.set(item.product.sku, (quantities.get(item.product.sku) ?? 0) + item.quantity)
  }
  return quantities
}

/**
 * The order's lines a reorder did not put into the cart, to name them.
 * Magento's reorderItems reports each refused line as a userInputError whose `path` is only
 * ['orderNumber'] and whose message names at best the SKU, in the store view's wording; the cart
 * it answers is what is certain. A line counts as added when the cart holds at least its quantity
 * more of its SKU than before (Magento adds a line whole or not at all). A configurable product's
 * line carries the chosen variant's SKU, which a cart item does not: such a line would be named
 * although added, so this is asked only when the shop reported a refusal.
 */
export const linesNotReordered = (
  lines: readonly OrderLine[],
  before: readonly CartItem[],
  after: readonly CartItem[],
): OrderLine[] => {
  const had = quantitiesBySku(before)
  const has = quantitiesBySku(after)
  // Two lines of one SKU share the cart's increase: each takes its quantity in turn.
  const increase = new Map<string, number>()
  for (const [sku, quantity] of has) increase.set(sku, quantity - (had.get(sku) ?? 0))
  return lines.filter((line) => {
    const left = increase.get(line.sku) ?? 0
    if (left >= line.quantity) {
      increase.set(line.sku, left - line.quantity)
      return false
    }
    return true
  })
}
