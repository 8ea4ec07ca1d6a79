import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  buildCatalogue,
  catalogueGrowthSql,
  catalogueSql,
  storeViewSql,
  urlKey,
} from './catalogue.mjs'

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

/** The seeded products as 0002_seed.sql wrote them: id, store and sku of each. */
const seededRows = [
  ...readFileSync(new URL('../migrations/0002_seed.sql', import.meta.url), 'utf8').matchAll(
    /^INSERT INTO products \(.*?\) VALUES \((\d+), '(\w+)', '([^']+)'/gm,
  ),
].map(([, id, store, sku]) => ({ id: Number(id), store: store!, sku: sku! }))

const URL_KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/
const GERMAN_LETTERS = /[äöüß]/i
/** Words of the German copy that have no place in English copy. */
const GERMAN_WORDS =
  /\b(Tabletten|Kapseln|Kapsel|Tropfen|Pulver|Stück|Beutel|Teebeutel|Dragees|Packung|Vorratspack|täglich|und|für|mit|oder|ohne|der|die|das|dem|den|ein|eine|einer|zur|zum|bei|von|aus|trägt|Nahrungsergänzungsmittel|Medizinprodukt|Kosmetik|Lebensmittel|Gebrauchsinformation|Inhaltsstoffe|Produktinformation|Rückseite|Inhalt|Alle|Produkte|Abwehr|Basis|Energie|Herz|Nacht|Gelenk|Haut|Pflege|Aktiv|Tonikum|Augen|Nerven|Frische|Verdauung|Kräuter)\b/i

/** Every text of a brand's English view, with where it stands for the failure message. */
const englishTexts = ({ storeView }: (typeof catalogue)[number]) => [
  ...storeView.products.flatMap((p) => {
    const { pim_id: _, ...attributes } = JSON.parse(p.dynamic_attributes) as Record<string, string>
    return [
      p.name,
      p.url_key,
      p.short_description,
      p.description,
      p.base_unit_string ?? '',
      ...Object.values(attributes),
    ].map((text) => [`product ${p.product_id}`, text] as const)
  }),
  ...storeView.categories.flatMap((c) =>
    [c.name, c.url_key, c.url_path ?? '', c.description ?? ''].map(
      (text) => [`category ${c.category_id}`, text] as const,
    ),
  ),
  ...storeView.pictureLabels.map(([id, , , label]) => [`picture of ${id}`, label] as const),
  ...storeView.leafletTitles.map(([id, , , title]) => [`leaflet of ${id}`, title] as const),
]

describe('the English store views', () => {
  it('wrote the committed migration 0011 (rerun generate-catalogue.mjs after changing the content)', () => {
    const committed = readFileSync(
      new URL('../migrations/0011_store_view_values.sql', import.meta.url),
      'utf8',
    )
    expect(storeViewSql()).toBe(committed)
  })

  it('are generated deterministically', () => {
    expect(buildCatalogue()).toEqual(catalogue)
    expect(storeViewSql(buildCatalogue())).toBe(storeViewSql(catalogue))
  })

  it('cover every seeded product of 0002_seed.sql under its id', () => {
    expect(seededRows).toHaveLength(30)
    for (const { id, store, sku } of seededRows) {
      const brand = catalogue.find((b) => b.store === store)!
      expect(brand.seeded.find((p) => p.sku === sku)?.id, sku).toBe(id)
      expect(
        brand.storeView.products.some((p) => p.product_id === id),
        sku,
      ).toBe(true)
    }
  })

  it.each(catalogue.map((brand) => [brand.store, brand] as const))(
    'give %s an English row for every product, category, picture and leaflet',
    (store, brand) => {
      const { storeView } = brand
      expect(storeView.code).toBe(`${store}_en`)
      const productIds = [...brand.seeded, ...brand.products].map((p) => p.id)
      expect(storeView.products.map((p) => p.product_id).sort()).toEqual(productIds.sort())
      expect(storeView.categories.map((c) => c.category_id)).toEqual(
        brand.categories.map((c) => c.id),
      )
      const places = (rows: [number, number, ...unknown[]][]) =>
        rows.map(([id, at]) => `${id}/${at}`)
      expect(places(storeView.pictureLabels)).toEqual(places(brand.pictures))
      expect(places(storeView.leafletTitles)).toEqual(places(brand.leaflets))
      const rows = [...storeView.products, ...storeView.categories]
      expect(rows.every((row) => row.store_view === storeView.code)).toBe(true)
      expect(
        [...storeView.pictureLabels, ...storeView.leafletTitles].every(
          ([, , view]) => view === storeView.code,
        ),
      ).toBe(true)
    },
  )

  it.each(catalogue.map((brand) => [brand.store, brand] as const))(
    'give %s valid url keys, unique in the view',
    (_, { storeView }) => {
      const productKeys = storeView.products.map((p) => p.url_key)
      const categoryKeys = storeView.categories.map((c) => c.url_key)
      for (const key of [...productKeys, ...categoryKeys]) expect(key).toMatch(URL_KEY)
      expect(new Set(productKeys).size).toBe(productKeys.length)
      expect(new Set(categoryKeys).size).toBe(categoryKeys.length)
      const children = storeView.categories.filter((c) => c.url_path !== null)
      expect(children.every((c) => c.url_path === c.url_key)).toBe(true)
      expect(storeView.products.every((p) => p.url_key === urlKey(p.name))).toBe(true)
    },
  )

  it.each(catalogue.map((brand) => [brand.store, brand] as const))(
    'write %s in English only',
    (_, brand) => {
      for (const [where, text] of englishTexts(brand)) {
        expect(text, where).not.toMatch(GERMAN_LETTERS)
        expect(text, where).not.toMatch(GERMAN_WORDS)
      }
    },
  )

  it.each(catalogue.map((brand) => [brand.store, brand] as const))(
    'give %s English base prices and the attributes of the default view',
    (_, brand) => {
      const values = new Map(brand.storeView.products.map((p) => [p.product_id, p]))
      for (const product of brand.products) {
        const english = values.get(product.id)!
        if (product.base_unit_string === null) expect(english.base_unit_string).toBeNull()
        else expect(english.base_unit_string).toMatch(/^€\d{1,3}(,\d{3})*\.\d\d \/ 1 (kg|l)$/)
        // The same amount, written the other way: '1.663,33 € / 1 kg' and '€1,663.33 / 1 kg'.
        const digits = (text: string | null) => text?.replace(/\D/g, '')
        expect(digits(english.base_unit_string)).toBe(digits(product.base_unit_string))
        const german = JSON.parse(product.dynamic_attributes) as Record<string, string>
        const attributes = JSON.parse(english.dynamic_attributes) as Record<string, string>
        expect(Object.keys(attributes)).toEqual(Object.keys(german))
        expect(attributes.pim_id).toBe(german.pim_id)
      }
      // The seeded products' base prices come from 0002_seed.sql's, in the migration.
      for (const { id } of brand.seeded) expect(values.get(id)!.base_unit_string).toBeNull()
      expect(storeViewSql()).toContain(
        `UPDATE product_store_values SET base_unit_string = (SELECT '€' ||`,
      )
    },
  )
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
    expect(sql).toContain('INSERT INTO product_store_values (')
    expect(sql).toContain('INSERT INTO product_media_store_labels (')
    expect(sql).toContain('DELETE FROM product_links WHERE product_id IN')
  })

  it('gives the grown products English rows: the English name and the edition', () => {
    const { storeView } = grown!
    expect(storeView.products).toHaveLength(2000)
    expect(storeView.products.slice(0, written!.storeView.products.length)).toEqual(
      written!.storeView.products,
    )
    const first = storeView.products.find((p) => p.product_id === 1_000_001)!
    expect(first.name).toBe('Vitamin C 1000 Slow Release Edition 2')
    expect(first.url_key).toBe('vitamin-c-1000-slow-release-edition-2')
    const keys = storeView.products.map((p) => p.url_key)
    expect(new Set(keys).size).toBe(keys.length)
    expect(storeView.pictureLabels).toHaveLength(6000)
  })
})
