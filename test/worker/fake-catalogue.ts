import { FAKE_PRODUCTS, type FakeProduct } from '../../src/shop/testing'

/**
 * What the fake shop (./fake-shop.ts, ./fake-shop-listing.ts) sells: products and the
 * subcategories of the root category with their skus. `FAKE_CATALOGUE` is the three fake
 * products, small enough to check by eye; `fakeCatalogue(n)` grows it to n products for the
 * tests that a page carries only the products it shows, at 42 and at 2,000:
 *
 *   const shop = installFakeShop({ catalogue: fakeCatalogue(2000) })
 */
export interface FakeCategory {
  uid: string
  name: string
  position: number
  skus: string[]
}

export interface FakeCatalogue {
  products: FakeProduct[]
  categories: FakeCategory[]
}

export const FAKE_CATEGORIES: FakeCategory[] = [
  { uid: 'MTE=', name: 'Vitamine', position: 1, skus: ['VIT-D3'] },
  { uid: 'MTI=', name: 'Mineralstoffe', position: 2, skus: ['MAG-400', 'ZINC-OUT'] },
]

export const FAKE_CATALOGUE: FakeCatalogue = {
  products: FAKE_PRODUCTS,
  categories: FAKE_CATEGORIES,
}

const NAMES = ['Vitamin C', 'Omega-3', 'Calcium', 'Eisen', 'Biotin', 'Folsäure', 'Selen']
const LINES = ['basis', 'abwehr', 'energie']

/** The generated product number n (4, 5, …): its sku, e.g. 'GEN-0004' (url key 'gen-0004'). */
export const generatedSku = (n: number) => `GEN-${String(n).padStart(4, '0')}`

/**
 * The three fake products, then products 4 … `count` (deterministic: the same count always
 * gives the same catalogue): names cycling through seven supplements ('Vitamin C 4'), prices
 * from 2.95 to 22.85, every fifth discounted, every ninth out of stock, three product lines, and
 * in turn in the two categories. The fake products keep their ids, skus and url keys
 * ('mag-400', 'vit-d3'), so a page of the small catalogue exists in the big one too.
 */
export const fakeCatalogue = (count: number): FakeCatalogue => {
  const generated: FakeProduct[] = []
  for (let n = FAKE_PRODUCTS.length + 1; n <= count; n += 1) {
    const price = Math.round(295 + ((n * 37) % 200) * 10) / 100
    generated.push({
      id: n,
      sku: generatedSku(n),
      name: `${NAMES[n % NAMES.length]} ${n}`,
      price,
      ...(n % 5 === 0 ? { regularPrice: Math.round(price * 125) / 100 } : {}),
      ...(n % 9 === 0 ? { inStock: false } : {}),
      dynamicAttributes: JSON.stringify({
        size: `${30 + (n % 4) * 30} Kapseln`,
        product_line: LINES[n % LINES.length],
        dh_product_type: 'capsule',
        pim_id: 5000 + n,
      }),
    })
  }
  return {
    products: [...FAKE_PRODUCTS.slice(0, count), ...generated],
    categories: FAKE_CATEGORIES.map((category, index) => ({
      ...category,
      skus: [
        ...category.skus,
        ...generated.filter((_, i) => i % FAKE_CATEGORIES.length === index).map((p) => p.sku),
      ],
    })),
  }
}
