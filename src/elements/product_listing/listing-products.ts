import type { Product } from '../../cart'

/**
 * The products a listing shows. The catalogue holds the products of the site's root category
 * only (the worker and the browser load it with that filter, SPEC.md section 7), and the
 * catalogue's Product carries no category, so a listing of any category shows them all, in the
 * catalogue's order. Once Product carries its categories, this is the one place that filters by
 * the element's `categoryId`.
 */
export const listingProducts = (products: Readonly<Record<string, Product>>): Product[] =>
  Object.values(products)

/** A grid row at most, as placeholders while the catalogue loads. */
export const placeholderCount = (pageSize: number): number => Math.max(1, Math.min(pageSize, 4))
