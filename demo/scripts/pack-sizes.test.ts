import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildCatalogue, catalogueGrowthSql } from './catalogue.mjs'
import { type GeneratedVariant, buildFamilies, packSizeSql } from './pack-sizes.mjs'

const catalogue = buildCatalogue()
const brands = buildFamilies(catalogue)
const migration = (file: string) =>
  readFileSync(new URL(`../migrations/${file}`, import.meta.url), 'utf8')

type Variant = GeneratedVariant

describe('the pack-size families', () => {
  it('wrote the committed migration 0016 (rerun generate-catalogue.mjs after changing them)', () => {
    expect(packSizeSql(catalogue)).toBe(migration('0016_pack_sizes.sql'))
  })

  it.each(brands.map((b) => [b.store, b.families] as const))(
    'make at least a third of %s families of 2-4 packs, the parent’s pack first',
    (_, families) => {
      expect(families.length).toBeGreaterThanOrEqual(14)
      expect(families.filter((f) => f.kind === 'outOfStock')).toHaveLength(1)
      expect(families.filter((f) => f.kind === 'samePrice')).toHaveLength(1)
      for (const { parent, kind, variants } of families) {
        expect(variants.length).toBeGreaterThanOrEqual(2)
        expect(variants.length).toBeLessThanOrEqual(4)
        const [first, ...larger] = variants
        expect(first).toMatchObject({
          sku: expect.stringMatching(new RegExp(`^${parent.sku}-\\d+$`)),
          size: JSON.parse(parent.dynamic_attributes).size,
          price_cents: parent.price_cents,
          special_price_cents: parent.special_price_cents,
          omnibus_price_cents: parent.omnibus_price_cents,
          is_in_stock: parent.is_in_stock,
        })
        expect(parent.is_in_stock).toBe(1)
        for (const [k, variant] of larger.entries()) {
          const before = variants[k]!
          if (kind === 'samePrice') {
            expect(variant.price_cents).toBe(before.price_cents)
            continue
          }
          expect(variant.price_cents).toBeGreaterThan(before.price_cents)
          const count = (v: Variant) => Number(v.sku.slice(v.sku.lastIndexOf('-') + 1))
          expect(count(variant)).toBeGreaterThan(count(before))
          // A little cheaper per unit.
          expect(variant.price_cents / count(variant)).toBeLessThan(
            before.price_cents / count(before),
          )
        }
        const soldOut = variants.filter((v) => v.is_in_stock === 0)
        expect(soldOut.length).toBe(kind === 'outOfStock' ? 1 : 0)
        if (kind === 'outOfStock') expect(variants.indexOf(soldOut[0]!)).toBeGreaterThan(0)
      }
    },
  )

  it('keep every product of a seeded order or wishlist a simple product', () => {
    const referenced = [
      '0002_seed.sql',
      '0005_orders_returns.sql',
      '0007_past_orders.sql',
      '0014_recent_shipped_order.sql',
    ].flatMap((file) => [...migration(file).matchAll(/'([A-Z]{3}-[A-Z0-9-]+)'/g)].map((m) => m[1]))
    const parents = new Set(brands.flatMap((b) => b.families.map((f) => f.parent.sku)))
    expect(referenced.length).toBeGreaterThan(10)
    for (const sku of referenced) expect(parents.has(sku!), sku).toBe(false)
  })

  it("give every pack a unique sku and PZN, the first size keeping its parent's", () => {
    const sql = migration('0016_pack_sizes.sql')
    const pzns = [...sql.matchAll(/SELECT \d+, 'pzn', '', '(\d+)' WHERE EXISTS/g)].map((m) => m[1])
    const families = brands.flatMap((b) => b.families)
    const variants = families.flatMap((f) => f.variants)
    expect(pzns).toHaveLength(variants.length - families.length)
    for (const {
      parent,
      variants: [first],
    } of families) {
      expect(sql).toContain(
        `UPDATE product_attribute_values SET product_id = ${first!.id} WHERE attribute_code = 'pzn' AND product_id = ${parent.id};`,
      )
    }
    const earlier = [...migration('0013_product_facts.sql').matchAll(/'pzn', '', '(\d+)'/g)].map(
      (m) => m[1],
    )
    expect(earlier.length).toBeGreaterThan(50)
    const all = [...earlier, ...pzns]
    expect(new Set(all).size).toBe(all.length)
    for (const pzn of pzns) expect(pzn).toMatch(/^\d{8}$/)
    const skus = variants.map((v) => v.sku)
    expect(new Set(skus).size).toBe(skus.length)
  })

  it('grow with the catalogue: about a third of the added products become families', () => {
    const sql = catalogueGrowthSql({ vitalis: 2000 })
    const update = /UPDATE products SET type_id = 'configurable' WHERE id IN \(([^)]*)\)/.exec(sql)
    const parents = update![1]!.split(', ').map(Number)
    expect(parents.every((id) => id > 1_000_000)).toBe(true)
    expect(parents.length).toBeGreaterThan(1958 / 4)
    expect(parents.length).toBeLessThan(1958 / 2)
    expect(sql).toContain("'VIT-C-1000-E2-60'")
    expect(sql).toContain('INSERT INTO product_attribute_values (product_id, attribute_code')
    expect(sql.split(/;\n/).every((statement) => statement.length < 100_000)).toBe(true)
  })
})
