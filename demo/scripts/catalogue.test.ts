import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildCatalogue, catalogueGrowthSql, catalogueSql, urlKey } from './catalogue.mjs'

const catalogue = buildCatalogue()

describe('the catalogue generator', () => {
  it('wrote the committed migration (rerun generate-catalogue.mjs after changing the content)', () => {
    const committed = readFileSync(
      new URL('../migrations/0008_catalogue.sql', import.meta.url),
      'utf8',
    )
    expect(catalogueSql()).toBe(committed)
  })

  it('makes url keys as Magento does from German names', () => {
    expect(urlKey('Omega-3 Fischöl 1000 mg')).toBe('omega-3-fischoel-1000-mg')
    expect(urlKey('Folsäure 400 µg')).toBe('folsaeure-400-ug')
    expect(urlKey('Haare & Nägel Kapseln')).toBe('haare-naegel-kapseln')
  })

  it.each(catalogue.map((brand) => [brand.store, brand] as const))(
    'gives %s at least 40 products in six categories, each with several',
    (_, brand) => {
      const all = brand.products.length + brand.seeded.length
      expect(all).toBeGreaterThanOrEqual(40)
      const skus = [...brand.products.map((p) => p.sku), ...brand.seeded.map((p) => p.sku)]
      expect(new Set(skus).size).toBe(all)
      expect(new Set(brand.products.map((p) => p.url_key)).size).toBe(brand.products.length)
      const children = brand.categories.filter((c) => c.parent_id === brand.root)
      expect(children).toHaveLength(6)
      for (const category of children) {
        const members = brand.categoryLinks.filter(([id]) => id === category.id)
        expect(members.length, String(category.url_path)).toBeGreaterThanOrEqual(5)
      }
      // Every product is in the root category.
      expect(brand.categoryLinks.filter(([id]) => id === brand.root)).toHaveLength(all)
    },
  )

  it.each(catalogue.map((brand) => [brand.store, brand] as const))(
    'varies prices, discounts, stock and types in %s',
    (_, brand) => {
      const { products } = brand
      const discounted = products.filter((p) => p.special_price_cents !== null)
      expect(discounted.length).toBeGreaterThanOrEqual(5)
      for (const p of discounted) {
        expect(p.special_price_cents).toBeLessThan(p.price_cents)
        expect(p.omnibus_price_cents).toBeGreaterThanOrEqual(p.special_price_cents!)
        expect(p.omnibus_price_cents).toBeLessThanOrEqual(p.price_cents)
      }
      expect(products.filter((p) => p.is_in_stock === 0).length).toBeGreaterThanOrEqual(3)
      expect(new Set(products.map((p) => p.type)).size).toBeGreaterThanOrEqual(3)
      expect(Math.max(...products.map((p) => p.price_cents))).toBeLessThan(10000)
    },
  )

  it('gives every product three pictures and links related products of its own brand', () => {
    for (const brand of catalogue) {
      const ids = new Set([...brand.products, ...brand.seeded].map((p) => p.id))
      for (const id of ids) {
        expect(brand.pictures.filter(([productId]) => productId === id)).toHaveLength(3)
        const related = brand.productLinks.filter(([p, , type]) => p === id && type === 'related')
        expect(related.length).toBeGreaterThan(0)
        expect(related.every(([, linked]) => ids.has(linked) && linked !== id)).toBe(true)
      }
    }
  })
})

describe('the catalogue generator at 2,000 products (the bench scale section)', () => {
  const [grown] = buildCatalogue({ products: { vitalis: 2000 } })
  const [written] = catalogue

  it('grows one brand to 2,000 products that keep unique skus, url keys and ids', () => {
    expect(grown!.store).toBe('vitalis')
    expect(grown!.products.length + grown!.seeded.length).toBe(2000)
    expect(new Set(grown!.products.map((p) => p.sku)).size).toBe(grown!.products.length)
    expect(new Set(grown!.products.map((p) => p.url_key)).size).toBe(grown!.products.length)
    const otherIds = new Set(catalogue.slice(1).flatMap((b) => b.products.map((p) => p.id)))
    expect(grown!.products.some((p) => otherIds.has(p.id))).toBe(false)
    // The written products come first, unchanged: the pages the bench compares exist at both sizes.
    expect(grown!.products.slice(0, written!.products.length)).toEqual(written!.products)
    expect(buildCatalogue({ products: { vitalis: 2000 } })[0]).toEqual(grown)
  })

  it('writes SQL adding the products past the written ones in multi-row statements', () => {
    const sql = catalogueGrowthSql({ vitalis: 2000 })
    expect(sql).toContain('-- vitalis: 1958 more products')
    const statements = sql.split(/;\n/)
    expect(statements.every((statement) => statement.length < 100_000)).toBe(true)
    expect(sql.match(/^\('?\d+/gm)?.length).toBeGreaterThan(1958)
    expect(sql).not.toContain("'VIT-C-1000',")
  })
})
