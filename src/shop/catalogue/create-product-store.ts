import { createStore } from 'zustand/vanilla'
import type { ShopClient, ShopResult } from '../client/shop-result'
import type { Product } from '../types'

/**
 * The shop's current data of the products a page shows, keyed by id as text, with an
 * initialised flag (SPEC.md section 3). The page itself carries its products (the listing's
 * tiles, the product detail with its linked products, never the whole catalogue), so the store starts empty and
 * only holds what the browser refetched since (SPEC.md section 4: whenever the tab becomes
 * visible again); a product's component shows the store's copy when it has one
 * (useFreshProduct). Never the whole catalogue: a refresh asks for the page's skus only.
 */
export interface ProductsState {
  products: Record<string, Product>
  initialised: boolean
  /** Refetches the given products; on failure the current ones stay. */
  refresh(client: ShopClient, skus: readonly string[]): Promise<ShopResult<number>>
  /** Forgets refetched products (another page shows other products, as its server sent them). */
  clear(): void
  product(id: string | number): Product | null
}

/**
 * The refetched products by id; a family also under each of its sizes' ids, since a listing's
 * tile carries the family already in the size it shows (asListed in ./pack-sizes.ts), by that
 * size's id.
 */
export const productsById = (products: readonly Product[]): Record<string, Product> =>
  Object.fromEntries(
    products.flatMap((product) => [
      [product.id, product],
      ...(product.sizes ?? []).map((size) => [size.product.id, product] as const),
    ]),
  )

export const createProductStore = () =>
  createStore<ProductsState>()((set, get) => ({
    products: {},
    initialised: false,
    async refresh(client, skus) {
      // The query and its mapping load with the first refresh, not with the page.
      const { fetchProductsBySku } = await import('../operations/products-by-sku')
      const result = await fetchProductsBySku(client, skus)
      if (!result.ok) return result
      set({ products: productsById(result.data), initialised: true })
      return { ok: true, data: result.data.length }
    },
    clear: () => set({ products: {}, initialised: false }),
    product: (id) => get().products[String(id)] ?? null,
  }))

export type ProductStore = ReturnType<typeof createProductStore>
