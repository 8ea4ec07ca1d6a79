import { createStore } from 'zustand/vanilla'
import type { ShopClient, ShopResult } from '../client/shop-result'
import type { Product } from '../types'

/**
 * The shop's products, keyed by id as text (SPEC.md section 3). The worker fills one from the
 * cached catalogue and embeds the snapshot, so prices are in the HTML; the browser starts from
 * the same snapshot and refreshes (e.g. when the tab becomes visible again, SPEC.md section 4).
 */
export interface CatalogueSnapshot {
  products: Record<string, Product>
}

export interface CatalogueState extends CatalogueSnapshot {
  initialised: boolean
  /** Loads every product of the root category; on failure the current products stay. */
  refresh(client: ShopClient, rootCategoryId: number | string): Promise<ShopResult<number>>
  product(id: string | number): Product | null
}

export const productsById = (products: readonly Product[]): Record<string, Product> =>
  Object.fromEntries(products.map((product) => [product.id, product]))

export const createCatalogueStore = (snapshot?: CatalogueSnapshot | null) =>
  createStore<CatalogueState>()((set, get) => ({
    products: snapshot?.products ?? {},
    initialised: snapshot !== undefined && snapshot !== null,
    async refresh(client, rootCategoryId) {
      // The query and its mapping (with a parser) load with the first refresh, not with the page.
      const { fetchProducts } = await import('../operations/products')
      const result = await fetchProducts(client, rootCategoryId)
      if (!result.ok) return result
      set({ products: productsById(result.data), initialised: true })
      return { ok: true, data: result.data.length }
    },
    product: (id) => get().products[String(id)] ?? null,
  }))

export type CatalogueStore = ReturnType<typeof createCatalogueStore>

/** What the worker embeds for hydration: data only, no functions. */
export const toCatalogueSnapshot = (state: CatalogueSnapshot): CatalogueSnapshot => ({
  products: state.products,
})
