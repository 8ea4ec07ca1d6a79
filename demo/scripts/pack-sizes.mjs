/**
 * Pack sizes as Magento 2.4.8 configurable products: a third or more of each brand's products
 * become families over the select attribute `pack_size` ("Packungsgröße" / "Pack size"). The
 * product row stays the configurable parent (id, sku, name, url key, categories, media, texts,
 * reviews, links); its former size, prices and stock become the first variant, larger packs
 * follow with higher prices (a little cheaper per unit). Each variant is a simple product "Not
 * Visible Individually": sku `<parent sku>-<count>`, name "<parent name>, <size>", its own
 * prices, Omnibus price, stock, base price, net quantity and PZN. Pure and deterministic, like
 * catalogue.mjs (generate-catalogue.mjs writes 0016_pack_sizes.sql from it).
 */
import { pznOf } from './supplement-facts.mjs'
import { sqlValue } from './sql-value.mjs'

/** Magento's attribute id of `pack_size` (a custom select attribute, after the core ones). */
export const PACK_SIZE_ATTRIBUTE_ID = 215
/** Option ids (value_index) of pack_size start here, one per German size label. */
const FIRST_OPTION_ID = 5001

/**
 * Products the seeded orders, wishlists and tests name stay simple products: the seeded ones
 * (0002, 0005, 0007, 0009, 0014 reference them) and any sku the storefront's tests use.
 */
export const KEPT_SIMPLE = new Set(['VIT-ZINK-25', 'VIT-C', 'VIT-D3'])

/** Sizes a family may grow from: "<count> <unit>" without a multiplier or a piece count. */
const SIZE = /^(\d+) ([A-Za-zäöüÄÖÜß]+)$/

/** Pack multiples and the unit price each pack saves, by variant position. */
const STEPS = [
  [1, 0],
  [2, 0.08],
  [4, 0.14],
  [6, 0.18],
]

const euroDe = (cents) =>
  `${new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)} €`
const euroEn = (cents) =>
  `€${new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)}`
const baseUnit = (cents, net, unit, money) =>
  net > 0 ? `${money(Math.round((cents * 1000) / net))} / 1 ${unit === 'g' ? 'kg' : 'l'}` : null

const roundPrice = (cents) => Math.round(cents / 50) * 50 - 5

/** Whether a product may become a family (an in-stock, written product with a plain size). */
export const familyCandidate = (product) =>
  !product.seeded &&
  !KEPT_SIMPLE.has(product.sku) &&
  product.is_in_stock === 1 &&
  SIZE.test(JSON.parse(product.dynamic_attributes).size)

/**
 * The families of one brand's products (catalogue.mjs `products`, without the seeded ones):
 * `written` of them are the committed catalogue's, where every second candidate becomes a family
 * (at least 15); the grown ones beyond (the bench's editions) are families every third one.
 * The first written family has its largest pack out of stock, the second two packagings of the
 * same content at one price.
 */
export const chooseFamilies = (products, written) => {
  const candidates = products.slice(0, written).filter(familyCandidate)
  const chosen = new Set(candidates.filter((_, k) => k % 2 === 0))
  for (const p of candidates) if (chosen.size < 15) chosen.add(p)
  products.slice(written).forEach((p, n) => {
    if (n % 3 === 0 && familyCandidate(p)) chosen.add(p)
  })
  return products.filter((p) => chosen.has(p))
}

/**
 * The variants of a family: the parent's own pack first (prices and stock as before), then 1 to
 * 3 larger packs. `kind`: 'normal', 'outOfStock' (the last pack sold out) or 'samePrice' (the
 * same content as two packs of half the count, at the same price).
 */
const variantsOf = (parent, english, index, kind) => {
  const attrs = JSON.parse(parent.dynamic_attributes)
  const enAttrs = JSON.parse(english.dynamic_attributes)
  const [, count, unit] = SIZE.exec(attrs.size)
  const enUnit = enAttrs.size.replace(/^\d+\s*/, '')
  const first = Number(count)
  const sizes =
    kind === 'samePrice'
      ? [
          { n: String(first), de: attrs.size, en: enAttrs.size, factor: 1, save: 0 },
          {
            n: `2X${first / 2}`,
            de: `2 × ${first / 2} ${unit}`,
            en: `2 × ${first / 2} ${enUnit}`,
            factor: 1,
            save: 0,
          },
        ]
      : STEPS.slice(0, kind === 'outOfStock' ? 3 : 2 + (index % 3)).map(([factor, save]) => ({
          n: String(first * factor),
          de: `${first * factor} ${unit}`,
          en: `${first * factor} ${enUnit}`,
          factor,
          save,
        }))
  const ratio =
    parent.special_price_cents === null ? null : parent.special_price_cents / parent.price_cents
  let previous = 0
  return sizes.map((size, k) => {
    const id = parent.id * 10 + k + 1
    const own = k === 0 || kind === 'samePrice'
    const price = own
      ? parent.price_cents
      : Math.max(previous + 100, roundPrice(parent.price_cents * size.factor * (1 - size.save)))
    previous = price
    const special = own
      ? parent.special_price_cents
      : ratio === null
        ? null
        : roundPrice(price * ratio)
    const omnibus = own
      ? parent.omnibus_price_cents
      : parent.omnibus_price_cents === parent.price_cents || special === null
        ? price
        : special + Math.round((price - special) / 20) * 10
    const soldOut = kind === 'outOfStock' && k === sizes.length - 1
    const net = parent.net * size.factor
    const asked = special ?? price
    return {
      id,
      sku: `${parent.sku}-${size.n}`,
      position: k + 1,
      price_cents: price,
      special_price_cents: special,
      omnibus_price_cents: omnibus,
      stock_qty: k === 0 ? parent.stock_qty : soldOut ? 0 : 20 + ((id * 37) % 230),
      is_in_stock: k === 0 ? parent.is_in_stock : soldOut ? 0 : 1,
      size: size.de,
      enSize: size.en,
      net,
      baseDe: baseUnit(asked, net, parent.unit, euroDe),
      baseEn: baseUnit(asked, net, parent.unit, euroEn),
    }
  })
}

/**
 * Every brand's families: [{ parent, english, variants }]. `catalogue`: buildCatalogue()'s brands;
 * `written`: per store, how many of its products are the committed catalogue's (the rest grown).
 */
export const buildFamilies = (catalogue, written = {}) =>
  catalogue.map((brand) => {
    const english = new Map(brand.storeView.products.map((p) => [p.product_id, p]))
    const chosen = chooseFamilies(brand.products, written[brand.store] ?? brand.products.length)
    const families = chosen.map((parent, index) => {
      const kind = index === 1 ? 'outOfStock' : index === 2 ? 'samePrice' : 'normal'
      return {
        parent,
        english: english.get(parent.id),
        kind,
        variants: variantsOf(parent, english.get(parent.id), index, kind),
      }
    })
    return { store: brand.store, view: brand.storeView.code, families }
  })

/** The option ids of pack_size: one per German label, in the order first met. */
export const optionIds = (brands) => {
  const ids = new Map()
  for (const { families } of brands) {
    for (const { variants } of families) {
      for (const v of variants) if (!ids.has(v.size)) ids.set(v.size, FIRST_OPTION_ID + ids.size)
    }
  }
  return ids
}

const row = (values) => `(${values.map(sqlValue).join(', ')})`

/** Statements of at most ~90 KB (D1's statement limit is 100 KB). */
const insertMany = (head, rows, maxBytes = 90_000) => {
  const statements = []
  let values = []
  let bytes = head.length
  for (const value of rows) {
    if (values.length > 0 && bytes + value.length + 2 > maxBytes) {
      statements.push(`${head}\n${values.join(',\n')};`)
      values = []
      bytes = head.length
    }
    values.push(value)
    bytes += value.length + 2
  }
  if (values.length > 0) statements.push(`${head}\n${values.join(',\n')};`)
  return statements
}

export const PACK_SIZE_SCHEMA = `-- Pack sizes as Magento 2.4.8 configurable products, generated by demo/scripts/generate-catalogue.mjs
-- from demo/scripts/pack-sizes.mjs: do not edit by hand, change the script and rerun
--   node demo/scripts/generate-catalogue.mjs
-- A family is a configurable product (type_id 'configurable', the row the shop had before, same
-- id and sku) over the attribute pack_size (attribute id ${PACK_SIZE_ATTRIBUTE_ID}); its variants are simple
-- products with parent_id set (Magento's catalog_product_super_link; visibility "Not Visible
-- Individually"), pack_size their option id (value_index) and variant_position their order.
-- The option's labels are the variants' size (dynamic_attributes.size) in each view. The first
-- variant is the parent's former pack (its prices, stock and PZN); the parent keeps its own
-- price columns, but the shop answers its prices and stock from the variants.

ALTER TABLE products ADD COLUMN type_id TEXT NOT NULL DEFAULT 'simple'
  CHECK (type_id IN ('simple', 'configurable'));
ALTER TABLE products ADD COLUMN parent_id INTEGER REFERENCES products (id);
ALTER TABLE products ADD COLUMN pack_size INTEGER;
ALTER TABLE products ADD COLUMN variant_position INTEGER;
CREATE INDEX products_by_parent ON products (parent_id);
`

const PRODUCT_HEAD =
  'INSERT INTO products (id, store, sku, name, url_key, category_id, position, price_cents, special_price_cents, omnibus_price_cents, stock_qty, is_in_stock, image_path, base_unit_string, dynamic_attributes, short_description, description, created_at, type_id, parent_id, pack_size, variant_position) VALUES'
const VALUES_HEAD =
  'INSERT INTO product_store_values (product_id, store_view, name, url_key, short_description, description, base_unit_string, dynamic_attributes) VALUES'
const FACTS_HEAD =
  'INSERT INTO product_attribute_values (product_id, attribute_code, store_view, value) VALUES'

/** The net quantity as 0013's facts state it (supplement-facts.mjs). */
const netQuantity = (size, net, unit) => {
  const counted = !/^\d[\d.,]*\s*(ml|l|g|kg)$/.test(size)
  return counted && net > 0 ? `${size} (${net} ${unit})` : size
}

/**
 * The statements that make the families of `brands` (buildFamilies) on a database whose parents
 * exist as simple products with their facts (0013): the parents' type, the variants' rows, their
 * English values, their facts (the parent's, with their own net quantity and PZN).
 */
export const familyStatements = (brands, options = optionIds(brands)) => {
  const products = []
  const values = []
  const facts = []
  const parents = []
  const copies = []
  const moves = []
  const ownPzns = []
  const pzns = new Set()
  for (const { store, view, families } of brands) {
    for (const { parent, english, variants } of families) {
      parents.push(parent.id)
      const attrs = JSON.parse(parent.dynamic_attributes)
      const enAttrs = JSON.parse(english.dynamic_attributes)
      for (const v of variants) {
        const urlKey = `${parent.url_key}-${v.sku.slice(parent.sku.length + 1).toLowerCase()}`
        products.push(
          row([
            v.id,
            store,
            v.sku,
            `${parent.name}, ${v.size}`,
            urlKey,
            parent.category_id,
            v.position,
            v.price_cents,
            v.special_price_cents,
            v.omnibus_price_cents,
            v.stock_qty,
            v.is_in_stock,
            `images/${v.sku}.svg`,
            v.baseDe,
            JSON.stringify({ ...attrs, size: v.size, pim_id: `PIM-${v.id}` }),
            '',
            '',
            parent.created_at,
            'simple',
            parent.id,
            options.get(v.size),
            v.position,
          ]),
        )
        values.push(
          row([
            v.id,
            view,
            `${english.name}, ${v.enSize}`,
            `${english.url_key}-${v.sku.slice(parent.sku.length + 1).toLowerCase()}`,
            '',
            '',
            v.baseEn,
            JSON.stringify({ ...enAttrs, size: v.enSize, pim_id: `PIM-${v.id}` }),
          ]),
        )
        copies.push([v.id, parent.id])
        // The first size is the parent's former pack, the same article to a pharmacy: it keeps
        // the PZN the parent had (moved to it below); every other size gets one of its own.
        if (v === variants[0]) {
          moves.push(
            `UPDATE product_attribute_values SET product_id = ${v.id} WHERE attribute_code = 'pzn' AND product_id = ${parent.id};`,
          )
        } else {
          const pzn = pznOf(v.id * 7919)
          if (pzns.has(pzn)) throw new Error(`pack sizes: PZN ${pzn} twice`)
          pzns.add(pzn)
          // Only where the family has a PZN at all: a pharmacy lists its medicines and some of
          // its supplements, never a cosmetic.
          ownPzns.push(
            `INSERT INTO product_attribute_values (product_id, attribute_code, store_view, value) SELECT ${v.id}, 'pzn', '', '${pzn}' WHERE EXISTS (SELECT 1 FROM product_attribute_values WHERE product_id = ${parent.id} AND attribute_code = 'pzn');`,
          )
        }
        const de = netQuantity(v.size, v.net, parent.unit)
        const en = netQuantity(v.enSize, v.net, parent.unit)
        facts.push(row([v.id, 'net_quantity', '', de]))
        if (en !== de) facts.push(row([v.id, 'net_quantity', view, en]))
      }
    }
  }
  if (parents.length === 0) return []
  return [
    `UPDATE products SET type_id = 'configurable' WHERE id IN (${parents.join(', ')});`,
    ...insertMany(PRODUCT_HEAD, products),
    ...insertMany(VALUES_HEAD, values),
    // A variant's facts are its parent's (the same product in another pack), but for its own
    // net quantity and PZN; the parent, the family as a whole, has no PZN of its own (its
    // former one moves to its first size).
    ...insertMany(
      'INSERT INTO product_attribute_values (product_id, attribute_code, store_view, value) SELECT c.column1, v.attribute_code, v.store_view, v.value FROM (VALUES',
      copies.map(([child, parent]) => `(${child}, ${parent})`),
    ).map((s) =>
      s.replace(
        /;$/,
        `) AS c JOIN product_attribute_values v ON v.product_id = c.column2 WHERE v.attribute_code NOT IN ('pzn', 'net_quantity');`,
      ),
    ),
    ...ownPzns,
    ...moves,
    ...insertMany(FACTS_HEAD, facts),
  ]
}

/** The text of 0016_pack_sizes.sql. */
export const packSizeSql = (catalogue) =>
  [PACK_SIZE_SCHEMA, ...familyStatements(buildFamilies(catalogue)), ''].join('\n')
