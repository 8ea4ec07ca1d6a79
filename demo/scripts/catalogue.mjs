/**
 * The demo shop's catalogue as rows and as SQL: categories under each brand's root,
 * 34–35 products per brand beside the seeded ones (0002_seed.sql), every product's category
 * links, pictures, leaflets and related / cross-sell links, and the English store view's values
 * of them all. Pure and deterministic: the same content always gives the same
 * migrations (generate-catalogue.mjs writes them).
 */
import { BRANDS, KOS, LEB, MED, NEM } from './catalogue-content.mjs'
import * as English from './catalogue-content-en.mjs'
import { buildFamilies, familyStatements } from './pack-sizes.mjs'
import { ALLERGENS, productFacts } from './supplement-facts.mjs'
import { wordingStatements } from './particulars-sql.mjs'
import { sqlValue } from './sql-value.mjs'

/** A small seeded PRNG (mulberry32), so the dates spread the same way on every run. */
const random = (seed) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

const FOLD = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', µ: 'u' }

/** Magento's url key of a name: lower case, German letters transliterated, dashes between words. */
export const urlKey = (name) =>
  name
    .toLowerCase()
    .replace(/[äöüßµ]/g, (ch) => FOLD[ch])
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/** "1.663,33 €" */
const euro = (cents) =>
  `${new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)} €`

/** "€1,663.33", as the English (en_GB) views write it. */
const euroEnglish = (cents) =>
  `€${new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)}`

/** The base price ("Grundpreis") per 1 kg or 1 l, from the price actually asked. */
const baseUnit = (cents, net, unit, money = euro) =>
  net > 0 ? `${money(Math.round((cents * 1000) / net))} / 1 ${unit === 'g' ? 'kg' : 'l'}` : null

/**
 * The kind of usage sentence a description carries, read off the German size (the first match),
 * so that both languages' descriptions say the same.
 */
const USAGE_KINDS = [
  [/Brausetablette/, 'effervescent'],
  [/Kautablette/, 'chewable'],
  [/Lutschtablette|Pastille/, 'lozenge'],
  [/Tablette|Dragee/, 'tablet'],
  [/Kapsel/, 'capsule'],
  [/Stick/, 'stick'],
  [/Teebeutel/, 'teabag'],
  [/ × /, 'portion'],
  [/ml|\bl\b/, 'liquid'],
  [/\bg\b|kg/, 'powder'],
]

const USAGE = {
  effervescent: 'Eine Brausetablette täglich in einem Glas Wasser (200 ml) auflösen.',
  chewable: 'Eine Kautablette täglich gut zerkauen.',
  lozenge: 'Bei Bedarf eine Pastille langsam im Mund zergehen lassen, bis zu sechs täglich.',
  tablet: 'Täglich eine Tablette unzerkaut mit ausreichend Flüssigkeit verzehren.',
  capsule: 'Täglich eine Kapsel unzerkaut mit ausreichend Flüssigkeit verzehren.',
  stick: 'Den Inhalt eines Sticks direkt auf die Zunge geben und schlucken.',
  teabag:
    'Einen Beutel mit 200 ml sprudelnd kochendem Wasser übergießen und 8–10 Minuten ziehen lassen.',
  portion: 'Täglich eine Portion vor dem Verzehr gut schütteln.',
  liquid:
    'Vor Gebrauch gut schütteln. Nach dem Öffnen kühl lagern und innerhalb von vier Wochen aufbrauchen.',
  powder: 'Einen Messlöffel täglich in 200 ml Wasser, Saft oder Joghurt einrühren.',
}

const NOTICE = {
  [NEM]:
    'Nahrungsergänzungsmittel. Die angegebene empfohlene tägliche Verzehrmenge darf nicht überschritten werden. Nahrungsergänzungsmittel sind kein Ersatz für eine ausgewogene und abwechslungsreiche Ernährung und eine gesunde Lebensweise.',
  [MED]: 'Medizinprodukt. Bitte lesen Sie vor der Anwendung die Gebrauchsinformation.',
  [KOS]: 'Kosmetisches Mittel. Nur zur äußerlichen Anwendung. Kontakt mit den Augen vermeiden.',
  [LEB]: 'Lebensmittel. Trocken und vor Wärme geschützt lagern.',
}

/** Foods and supplements say how to take them; the kind of sentence, or null. */
const usageOf = (size, type) =>
  type === NEM || type === LEB
    ? (USAGE_KINDS.find(([pattern]) => pattern.test(size))?.[1] ?? null)
    : null

/** Short text, usage and the type's notice as paragraphs, in the language of `texts`. */
const description = (short, usage, type, texts) =>
  [short, usage && texts.usage[usage], texts.notice[type]]
    .filter(Boolean)
    .map((text) => `<p>${text}</p>`)
    .join('')

const GERMAN = { usage: USAGE, notice: NOTICE }
const ENGLISH = { usage: English.USAGE, notice: English.NOTICE }

const DISCOUNTS = [0.15, 0.2, 0.25, 0.1]
const DAY = 86400
/** Seeded products came first (from 1 June 2024), the new ones from 1 March 2025 on. */
const SEEDED_FROM = Date.UTC(2024, 5, 1, 8) / 1000
const NEW_FROM = Date.UTC(2025, 2, 1, 8) / 1000

/** Prices, stock and dates of a new product, by its place in the brand's list. */
const commerce = (index, price, rand) => {
  const discounted = index % 5 === 3
  const pct = DISCOUNTS[Math.floor(index / 5) % DISCOUNTS.length]
  const special = discounted ? Math.round((price * (1 - pct)) / 50) * 50 - 5 : null
  const omnibus =
    special === null
      ? price
      : index % 10 === 3
        ? price
        : special + Math.round((price - special) / 20) * 10
  const outOfStock = index % 8 === 5
  const low = index % 11 === 7
  return {
    special_price_cents: special,
    omnibus_price_cents: omnibus,
    stock_qty: outOfStock ? 0 : low ? 2 + (index % 3) : 20 + ((index * 37) % 230),
    is_in_stock: outOfStock ? 0 : 1,
    created_at: NEW_FROM + Math.floor(rand() * 410) * DAY,
  }
}

const LEAFLET_TITLES = {
  [MED]: 'Gebrauchsinformation',
  [KOS]: 'Inhaltsstoffe',
  [NEM]: 'Produktinformation',
}

/** A product's leaflets; the file is named after the German title in every view. */
const leafletsOf = (product, seeded) => {
  const wanted = product.type !== NEM || seeded || product.id % 3 === 0
  const title = LEAFLET_TITLES[product.type]
  return wanted && title
    ? [
        {
          title,
          english: English.LEAFLET_TITLES[product.type],
          file: `leaflets/${product.sku}-${urlKey(title)}.pdf`,
        },
      ]
    : []
}

/** The pictures' files and the words after the product name in their labels. */
const PICTURES = [
  ['', ''],
  ['.back', ' – Rückseite'],
  ['.detail', ' – Inhalt'],
]

/**
 * Related products: the next four of the product's first category (cyclic); cross-sells: two
 * products of the brand from other categories, a fixed stride apart, for "bought together".
 */
const linksOf = (products, byCategory) => {
  const links = []
  for (const [index, product] of products.entries()) {
    const siblings = byCategory.get(product.categories[0]).filter((p) => p !== product)
    const start = siblings.findIndex((p) => p.position > product.position)
    const related = Array.from(
      { length: Math.min(4, siblings.length) },
      (_, i) => siblings[(Math.max(start, 0) + i) % siblings.length],
    )
    related.forEach((p, i) => links.push([product.id, p.id, 'related', i + 1]))
    const chosen = new Set([product, ...related])
    let crosssells = 0
    for (let step = 11; crosssells < 2 && step < 11 + products.length; step += 12) {
      const candidate = products[(index + step) % products.length]
      if (chosen.has(candidate) || candidate.categories.includes(product.categories[0])) continue
      chosen.add(candidate)
      links.push([product.id, candidate.id, 'crosssell', ++crosssells])
    }
  }
  return links
}

/**
 * The content products of a brand, grown to `count` products in all (with the seeded ones) for
 * a big-catalogue state (the bench's scale section): the products past the written ones are
 * variants of them in turn, 'Magnesium 400' → 'Magnesium 400 Edition 2' (sku 'VIT-MG-400-E2'),
 * same category, size and copy, a price a little apart. Ids beyond the written ones come from
 * root × 100 000 up, clear of every other brand's (root × 100 + n).
 */
const grown = (brand, count) => {
  const written = brand.products
  const extra = Math.max(0, count - Object.keys(brand.seeded).length - written.length)
  return [
    ...written.map((row) => ({ row, id: null, source: row[0], edition: null })),
    ...Array.from({ length: extra }, (_, n) => {
      const [sku, name, size, net, unit, price, ...rest] = written[n % written.length]
      const edition = Math.floor(n / written.length) + 2
      const cents = price + ((n * 7) % 9) * 50 - 200
      return {
        row: [
          `${sku}-E${edition}`,
          `${name} Edition ${edition}`,
          size,
          net,
          unit,
          Math.max(195, cents),
          ...rest,
        ],
        id: brand.root * 100_000 + n + 1,
        source: sku,
        edition,
      }
    }),
  ]
}

/** A store view's hand-written copy of a product or category, which it must have. */
const copyOf = (table, key) => {
  const copy = table[key]
  if (!copy) throw new Error(`catalogue-content-en.mjs has no English copy of ${key}`)
  return copy
}

/**
 * A product's values in the English view, columns of product_store_values. The JSON carries
 * pim_id too, so that it stands whole as the default's does.
 */
const englishProduct = (view, id, [name, size, short], { line, type, usage, baseUnitString }) => ({
  product_id: id,
  store_view: view,
  name,
  url_key: urlKey(name),
  short_description: short,
  description: description(short, usage, type, ENGLISH),
  base_unit_string: baseUnitString,
  dynamic_attributes: JSON.stringify({
    size,
    product_line: English.PRODUCT_LINES[line] ?? line,
    dh_product_type: English.PRODUCT_TYPES[type],
    pim_id: `PIM-${id}`,
  }),
})

/**
 * Every row of the catalogue, per brand in Magento's terms. `products` grows brands to a number
 * of products each (e.g. { vitalis: 2000 }); by default each has its written 42 or so.
 * `storeView` holds the English view's values of the brand's products (the seeded ones too),
 * categories, picture labels and leaflet titles.
 */
export const buildCatalogue = ({ products: sizes = {} } = {}) =>
  Object.entries(BRANDS).map(([store, brand], brandIndex) => {
    const rand = random(brand.root)
    const en = English.BRANDS[store]
    const view = `${store}_en`
    const seeded = Object.entries(brand.seeded).map(([sku, categories], i) => ({
      id: brand.root * 100 + i + 1,
      sku,
      position: i + 1,
      categories,
      type: NEM,
      seeded: true,
      created_at: SEEDED_FROM + i * 23 * DAY,
    }))
    // 0002_seed.sql wrote the seeded descriptions without a usage paragraph, and their base
    // prices from amounts this generator does not know: storeViewSql copies those over.
    const seededEnglish = seeded.map(({ id, sku }) => {
      const [name, size, line, short] = copyOf(en.seeded, sku)
      return englishProduct(view, id, [name, size, short], {
        line,
        type: NEM,
        usage: null,
        baseUnitString: null,
      })
    })
    const made = grown(brand, sizes[store] ?? 0).map(
      (
        {
          row: [sku, name, size, net, unit, price, line, type, categories, short],
          id: own,
          source,
          edition,
        },
        i,
      ) => {
        const id = own ?? brand.root * 100 + seeded.length + i + 1
        const prices = commerce(i, price, rand)
        const asked = prices.special_price_cents ?? price
        const usage = usageOf(size, type)
        const [enName, ...enCopy] = copyOf(en.products, source)
        const product = {
          id,
          store,
          sku,
          name,
          url_key: urlKey(name),
          category_id: brand.root,
          position: seeded.length + i + 1,
          price_cents: price,
          ...prices,
          image_path: `images/${sku}.svg`,
          base_unit_string: baseUnit(asked, net, unit),
          dynamic_attributes: JSON.stringify({
            size,
            product_line: line,
            dh_product_type: type,
            pim_id: `PIM-${id}`,
          }),
          short_description: short,
          description: description(short, usage, type, GERMAN),
          categories,
          type,
          seeded: false,
          // For the facts (net quantity): the amount the base price is of.
          net,
          unit,
        }
        const english = englishProduct(
          view,
          id,
          [edition === null ? enName : `${enName} Edition ${edition}`, ...enCopy],
          { line, type, usage, baseUnitString: baseUnit(asked, net, unit, euroEnglish) },
        )
        return { product, english }
      },
    )
    const fresh = made.map(({ product }) => product)
    const products = [...seeded, ...fresh]
    const categories = [
      {
        id: brand.root,
        store,
        parent_id: 1,
        name: 'Alle Produkte',
        url_key: 'alle-produkte',
        url_path: null,
        position: brandIndex + 1,
        level: 1,
        path: `1/${brand.root}`,
        description: null,
      },
      ...Object.values(brand.categories).map(([offset, name, key, text]) => ({
        id: brand.root * 10 + offset,
        store,
        parent_id: brand.root,
        name,
        url_key: key,
        url_path: key,
        position: offset,
        level: 2,
        path: `1/${brand.root}/${brand.root * 10 + offset}`,
        description: `<p>${text}</p>`,
      })),
    ]
    const byCategory = new Map(
      Object.keys(brand.categories).map((key) => [
        key,
        products.filter((p) => p.categories.includes(key)),
      ]),
    )
    const categoryId = (key) => brand.root * 10 + brand.categories[key][0]
    const categoryLinks = [
      ...products.map((p) => [brand.root, p.id, p.position]),
      ...[...byCategory].flatMap(([key, members]) =>
        members.map((p, i) => [categoryId(key), p.id, i + 1]),
      ),
    ]
    const englishProducts = [...seededEnglish, ...made.map(({ english }) => english)]
    const englishNames = new Map(englishProducts.map((p) => [p.product_id, p.name]))
    const [rootName, rootKey] = English.ROOT_CATEGORY
    return {
      store,
      root: brand.root,
      categories,
      products: fresh,
      seeded: seeded.map(({ id, sku, created_at }) => ({ id, sku, created_at })),
      categoryLinks,
      pictures: products.flatMap((p) =>
        PICTURES.map(([view, suffix], i) => [p.id, i + 1, `images/${p.sku}${view}.svg`, suffix]),
      ),
      leaflets: products.flatMap((p) =>
        leafletsOf(p, p.seeded).map((l, i) => [p.id, i + 1, l.title, l.file]),
      ),
      productLinks: linksOf(products, byCategory),
      storeView: {
        code: view,
        products: englishProducts,
        categories: [
          // The root keeps no URL, as in the default view.
          {
            category_id: brand.root,
            store_view: view,
            name: rootName,
            url_key: rootKey,
            url_path: null,
            description: null,
          },
          ...Object.entries(brand.categories).map(([key, [offset]]) => {
            const [name, urlPath, text] = copyOf(en.categories, key)
            return {
              category_id: brand.root * 10 + offset,
              store_view: view,
              name,
              url_key: urlPath,
              url_path: urlPath,
              description: `<p>${text}</p>`,
            }
          }),
        ],
        pictureLabels: products.flatMap((p) =>
          PICTURES.map(([picture], i) => [
            p.id,
            i + 1,
            view,
            `${englishNames.get(p.id)}${English.PICTURE_SUFFIXES[picture]}`,
          ]),
        ),
        leafletTitles: products.flatMap((p) =>
          leafletsOf(p, p.seeded).map((l, i) => [p.id, i + 1, view, l.english]),
        ),
      },
    }
  })

const insert = (table, columns, rows) =>
  rows.map(
    (row) =>
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${row.map(sqlValue).join(', ')});`,
  )

const PRODUCT_COLUMNS = [
  'id',
  'store',
  'sku',
  'name',
  'url_key',
  'category_id',
  'position',
  'price_cents',
  'special_price_cents',
  'omnibus_price_cents',
  'stock_qty',
  'is_in_stock',
  'image_path',
  'base_unit_string',
  'dynamic_attributes',
  'short_description',
  'description',
  'created_at',
]
const CATEGORY_COLUMNS = [
  'id',
  'store',
  'parent_id',
  'name',
  'url_key',
  'url_path',
  'position',
  'level',
  'path',
  'description',
]

const SCHEMA = `-- The catalogue for finding products, generated by demo/scripts/generate-catalogue.mjs
-- from demo/scripts/catalogue-content.mjs: do not edit by hand, change the content and rerun
--   node demo/scripts/generate-catalogue.mjs
-- Magento's category tree per brand store (the root is the store's root category, level 1; its
-- children are level 2), product-category links with the position Magento sorts by, when each
-- product came (the 'newest' order), its media gallery, its leaflets (PDF, served by the shop)
-- and its related and cross-sell links.

ALTER TABLE products ADD COLUMN created_at INTEGER NOT NULL DEFAULT 0;

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  store TEXT NOT NULL,
  -- 1 is Magento's invisible "Root Catalog" above every store's root category.
  parent_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  url_key TEXT NOT NULL,
  -- NULL on root categories: Magento gives them no URL.
  url_path TEXT,
  position INTEGER NOT NULL,
  level INTEGER NOT NULL,
  -- Ids from the Root Catalog down, e.g. '1/10/101'.
  path TEXT NOT NULL,
  description TEXT,
  UNIQUE (store, url_path)
);

CREATE TABLE category_products (
  category_id INTEGER NOT NULL REFERENCES categories (id),
  product_id INTEGER NOT NULL REFERENCES products (id),
  position INTEGER NOT NULL,
  PRIMARY KEY (category_id, product_id)
);
CREATE INDEX category_products_by_product ON category_products (product_id);

-- Relative to the brand's shop base; images/<sku>.svg, <sku>.back.svg, <sku>.detail.svg.
CREATE TABLE product_media (
  product_id INTEGER NOT NULL REFERENCES products (id),
  position INTEGER NOT NULL,
  file TEXT NOT NULL,
  label TEXT NOT NULL,
  PRIMARY KEY (product_id, position)
);

-- Relative to the brand's shop base: leaflets/<sku>-<title>.pdf (demo/shop/leaflets.ts).
CREATE TABLE product_leaflets (
  product_id INTEGER NOT NULL REFERENCES products (id),
  position INTEGER NOT NULL,
  title TEXT NOT NULL,
  file TEXT NOT NULL UNIQUE,
  PRIMARY KEY (product_id, position)
);

CREATE TABLE product_links (
  product_id INTEGER NOT NULL REFERENCES products (id),
  linked_product_id INTEGER NOT NULL REFERENCES products (id),
  link_type TEXT NOT NULL CHECK (link_type IN ('related', 'crosssell', 'upsell')),
  position INTEGER NOT NULL,
  PRIMARY KEY (product_id, link_type, linked_product_id)
);
`

/** The migration's text. */
export const catalogueSql = (catalogue = buildCatalogue()) =>
  [
    SCHEMA,
    ...catalogue.flatMap((brand) => [
      `-- ${brand.store} (root category ${brand.root})`,
      ...insert(
        'categories',
        CATEGORY_COLUMNS,
        brand.categories.map((c) => CATEGORY_COLUMNS.map((k) => c[k])),
      ),
      ...brand.seeded.map(
        (p) => `UPDATE products SET created_at = ${p.created_at} WHERE id = ${p.id};`,
      ),
      ...insert(
        'products',
        PRODUCT_COLUMNS,
        brand.products.map((p) => PRODUCT_COLUMNS.map((k) => p[k])),
      ),
      ...insert(
        'category_products',
        ['category_id', 'product_id', 'position'],
        brand.categoryLinks,
      ),
      // The label is the product's name (as 0002_seed.sql wrote it) and the picture's view.
      ...brand.pictures.map(
        ([id, position, file, suffix]) =>
          `INSERT INTO product_media (product_id, position, file, label) SELECT id, ${position}, ${sqlValue(file)}, name || ${sqlValue(suffix)} FROM products WHERE id = ${id};`,
      ),
      ...insert('product_leaflets', ['product_id', 'position', 'title', 'file'], brand.leaflets),
      ...insert(
        'product_links',
        ['product_id', 'linked_product_id', 'link_type', 'position'],
        brand.productLinks,
      ),
      '',
    ]),
  ].join('\n')

const PRODUCT_VALUE_COLUMNS = [
  'product_id',
  'store_view',
  'name',
  'url_key',
  'short_description',
  'description',
  'base_unit_string',
  'dynamic_attributes',
]
const CATEGORY_VALUE_COLUMNS = [
  'category_id',
  'store_view',
  'name',
  'url_key',
  'url_path',
  'description',
]
const LABEL_COLUMNS = ['product_id', 'position', 'store_view', 'label']
const TITLE_COLUMNS = ['product_id', 'position', 'store_view', 'title']

const STORE_VIEW_HEADER = `-- The English store views' values, generated by demo/scripts/generate-catalogue.mjs
-- from demo/scripts/catalogue-content-en.mjs: do not edit by hand, change the content and rerun
--   node demo/scripts/generate-catalogue.mjs
-- Per brand, the '<brand>_en' view's own values of every product (the seeded ones of
-- 0002_seed.sql too): name, url key, descriptions, base price and attributes; of every category:
-- name, url key and path, description; and the labels of the pictures and titles of the
-- leaflets. The German rows of 0002 and 0008 stay the default (German) view's.
`

/**
 * The seeded products' English base prices: 0002_seed.sql's German ones ('1.663,33 € / 1 kg')
 * written the English way ('€1,663.33 / 1 kg'), since the amounts they came from are not here.
 */
const seededBaseUnits = (view, ids) =>
  `UPDATE product_store_values SET base_unit_string = (SELECT '€' || replace(replace(replace(replace(p.base_unit_string, ' €', ''), '.', '#'), ',', '.'), '#', ',') FROM products p WHERE p.id = product_store_values.product_id) WHERE store_view = ${sqlValue(view)} AND product_id IN (${ids.join(', ')});`

/** The text of the store views' migration, 0011_store_view_values.sql. */
export const storeViewSql = (catalogue = buildCatalogue()) =>
  [
    STORE_VIEW_HEADER,
    ...catalogue.flatMap(({ store, seeded, storeView }) => [
      `-- ${store}: store view ${storeView.code}`,
      ...insert(
        'category_store_values',
        CATEGORY_VALUE_COLUMNS,
        storeView.categories.map((c) => CATEGORY_VALUE_COLUMNS.map((k) => c[k])),
      ),
      ...insert(
        'product_store_values',
        PRODUCT_VALUE_COLUMNS,
        storeView.products.map((p) => PRODUCT_VALUE_COLUMNS.map((k) => p[k])),
      ),
      seededBaseUnits(
        storeView.code,
        seeded.map((p) => p.id),
      ),
      ...insert('product_media_store_labels', LABEL_COLUMNS, storeView.pictureLabels),
      ...insert('product_leaflet_store_titles', TITLE_COLUMNS, storeView.leafletTitles),
      '',
    ]),
  ].join('\n')

const FACTS_HEADER = `-- The products' mandatory facts, generated by demo/scripts/generate-catalogue.mjs
-- from demo/scripts/supplement-facts.mjs: do not edit by hand, change the content and rerun
--   node demo/scripts/generate-catalogue.mjs
-- Magento keeps them as product attributes (eav_attribute) with values per store view
-- (catalog_product_entity_text and friends): the store view '' is Magento's store 0, the
-- default (German) value; a '<brand>_en' row is the English view's own value. A multiselect
-- (allergens) stores its option values comma-separated, as Magento does, and its options'
-- labels per view.

CREATE TABLE product_attributes (
  code TEXT PRIMARY KEY,
  -- Magento's frontend_input: 'text', 'textarea' or 'multiselect'.
  frontend_input TEXT NOT NULL CHECK (frontend_input IN ('text', 'textarea', 'multiselect')),
  -- The flags ProductInterface.custom_attributesV2(filters:) selects by; the others are 0.
  is_visible_on_front INTEGER NOT NULL DEFAULT 1 CHECK (is_visible_on_front IN (0, 1)),
  is_html_allowed_on_front INTEGER NOT NULL DEFAULT 0 CHECK (is_html_allowed_on_front IN (0, 1)),
  used_in_product_listing INTEGER NOT NULL DEFAULT 0 CHECK (used_in_product_listing IN (0, 1)),
  position INTEGER NOT NULL
);

CREATE TABLE product_attribute_values (
  product_id INTEGER NOT NULL REFERENCES products (id),
  attribute_code TEXT NOT NULL REFERENCES product_attributes (code),
  -- '': the default value (Magento's store 0); else a store view's code.
  store_view TEXT NOT NULL DEFAULT '',
  value TEXT NOT NULL,
  PRIMARY KEY (product_id, attribute_code, store_view)
);

CREATE TABLE product_attribute_options (
  attribute_code TEXT NOT NULL REFERENCES product_attributes (code),
  value TEXT NOT NULL,
  store_view TEXT NOT NULL DEFAULT '',
  label TEXT NOT NULL,
  PRIMARY KEY (attribute_code, value, store_view)
);

INSERT INTO product_attributes (code, frontend_input, is_html_allowed_on_front, position) VALUES
  ('supplement_ingredients', 'textarea', 1, 1),
  ('nutrient_table', 'textarea', 0, 2),
  ('daily_dose', 'text', 0, 3),
  ('warnings', 'textarea', 0, 4),
  ('allergens', 'multiselect', 0, 5),
  ('net_quantity', 'text', 0, 6),
  ('food_business_operator', 'textarea', 0, 7),
  ('pzn', 'text', 0, 8);
`

/** The seeded products as 0002_seed.sql wrote them, with what their facts are derived from. */
export const seededFromSql = (sql) =>
  [
    ...sql.matchAll(
      /^INSERT INTO products \(.*?\) VALUES \((\d+), '(\w+)', '([^']+)', '([^']+)', '[^']+', \d+, \d+, (\d+), (NULL|\d+), (?:NULL|\d+), \d+, \d, '[^']+', '([\d.,]+) € \/ 1 (kg|l)', '(\{[^']*\})'/gm,
    ),
  ].map(([, id, store, sku, name, price, special, base, per, json]) => ({
    id: Number(id),
    store,
    sku,
    name,
    size: JSON.parse(json).size,
    // The amount the base price is of: the price asked over the price of 1 kg or 1 l.
    net: Math.round(
      ((special === 'NULL' ? Number(price) : Number(special)) * 1000) /
        Number(base.replace(/\./g, '').replace(',', '')),
    ),
    unit: per === 'kg' ? 'g' : 'ml',
  }))

/**
 * The text of the facts migration, 0013_product_facts.sql: every product's facts in the default
 * (German) and the English view. `seeded`: the seeded products (seededFromSql of 0002_seed.sql).
 */
export const factsSql = (catalogue, seeded) => {
  const rows = []
  const options = ALLERGENS.flatMap(([value, de, en]) => [
    ['allergens', value, '', de],
    ...catalogue.map(({ storeView }) => ['allergens', value, storeView.code, en]),
  ])
  for (const { store, products, storeView } of catalogue) {
    const english = new Map(storeView.products.map((p) => [p.product_id, p]))
    const all = [
      ...seeded.filter((p) => p.store === store).map((p) => ({ ...p, type: NEM })),
      ...products.map((p) => ({ ...p, size: JSON.parse(p.dynamic_attributes).size })),
    ]
    for (const product of all) {
      const en = english.get(product.id)
      const facts = productFacts({
        ...product,
        enName: en.name,
        enSize: JSON.parse(en.dynamic_attributes).size,
      })
      for (const [code, value] of Object.entries(facts.de)) rows.push([product.id, code, '', value])
      for (const [code, value] of Object.entries(facts.en)) {
        if (facts.de[code] !== value) rows.push([product.id, code, storeView.code, value])
      }
    }
  }
  return [
    FACTS_HEADER,
    ...insertMany(
      'product_attribute_options',
      ['attribute_code', 'value', 'store_view', 'label'],
      options,
    ),
    ...insertMany(
      'product_attribute_values',
      ['product_id', 'attribute_code', 'store_view', 'value'],
      rows,
    ),
    '',
  ].join('\n')
}

/** Multi-row INSERTs, each under D1's 100 KB statement limit: far faster to apply than one a row. */
const insertMany = (table, columns, rows, maxBytes = 90_000) => {
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES\n`
  const statements = []
  let values = []
  let bytes = head.length
  for (const row of rows) {
    const value = `(${row.map(sqlValue).join(', ')})`
    if (values.length > 0 && bytes + value.length + 2 > maxBytes) {
      statements.push(`${head}${values.join(',\n')};`)
      values = []
      bytes = head.length
    }
    values.push(value)
    bytes += value.length + 2
  }
  if (values.length > 0) statements.push(`${head}${values.join(',\n')};`)
  return statements
}

/** Pairs of an edition and the written product it copies, per statement (under 100 KB). */
const EDITIONS_PER_STATEMENT = 3000

/**
 * The facts of the grown products: an edition ('Magnesium 400 Edition 2') is its written product
 * again, so it copies that product's facts as the migrations left them (0013, 0017), in every
 * view; not its PZN, which names one article only.
 */
const editionFacts = (products, written) => {
  const writtenIds = new Map(written.map((p) => [p.sku, p.id]))
  const pairs = products
    .filter((p) => !writtenIds.has(p.sku))
    .map((p) => {
      const source = writtenIds.get(p.sku.replace(/-E\d+$/, ''))
      if (source === undefined) throw new Error(`growing: ${p.sku} is no edition of a product`)
      return `(${p.id}, ${source})`
    })
  const statements = []
  for (let i = 0; i < pairs.length; i += EDITIONS_PER_STATEMENT) {
    statements.push(
      `INSERT INTO product_attribute_values (product_id, attribute_code, store_view, value) SELECT c.column1, v.attribute_code, v.store_view, v.value FROM (VALUES ${pairs.slice(i, i + EDITIONS_PER_STATEMENT).join(', ')}) AS c JOIN product_attribute_values v ON v.product_id = c.column2 WHERE v.attribute_code <> 'pzn';`,
    )
  }
  return statements
}

/**
 * The SQL statements that grow brands of a database migrated with demo/migrations (the written
 * catalogue of 0008_catalogue.sql and 0011_store_view_values.sql) to the sizes of
 * `buildCatalogue({ products: sizes })`: the added products with their category links, pictures,
 * leaflets, English store view values and facts, and the brand's related and cross-sell links anew
 * (they spread over the grown catalogue). Rows the migrations wrote stay as they are; the written
 * catalogue is a part of the grown one, which this checks.
 */
export const catalogueGrowthStatements = (sizes) => {
  const base = new Map(buildCatalogue().map((brand) => [brand.store, brand]))
  const key = (row) => JSON.stringify(row)
  const added = (rows, baseRows, what) => {
    const before = new Set(baseRows.map(key))
    const after = new Set(rows.map(key))
    const lost = baseRows.filter((row) => !after.has(key(row)))
    if (lost.length > 0) throw new Error(`growing changes ${what}: ${key(lost[0])}`)
    return rows.filter((row) => !before.has(key(row)))
  }
  const grownBrands = buildCatalogue({ products: sizes }).filter((brand) => brand.store in sizes)
  // The grown products' pack-size families (0016_pack_sizes.sql made the written ones').
  const families = buildFamilies(
    grownBrands,
    Object.fromEntries(grownBrands.map((b) => [b.store, base.get(b.store).products.length])),
  ).map((brand) => {
    const written = new Set(base.get(brand.store).products.map((p) => p.id))
    return { ...brand, families: brand.families.filter((f) => !written.has(f.parent.id)) }
  })
  const statements = grownBrands.flatMap((brand) => {
    const was = base.get(brand.store)
    const productRows = (products) => products.map((p) => PRODUCT_COLUMNS.map((k) => p[k]))
    const newProducts = added(productRows(brand.products), productRows(was.products), 'products')
    const names = new Map(brand.products.map((p) => [p.id, p.name]))
    const valueRows = ({ storeView }) =>
      storeView.products.map((p) => PRODUCT_VALUE_COLUMNS.map((k) => p[k]))
    return [
      `-- ${brand.store}: ${newProducts.length} more products\nDELETE FROM product_links WHERE product_id IN (SELECT id FROM products WHERE store = ${sqlValue(brand.store)});`,
      ...insertMany('products', PRODUCT_COLUMNS, newProducts),
      ...insertMany(
        'category_products',
        ['category_id', 'product_id', 'position'],
        added(brand.categoryLinks, was.categoryLinks, 'category links'),
      ),
      ...insertMany(
        'product_media',
        ['product_id', 'position', 'file', 'label'],
        added(brand.pictures, was.pictures, 'pictures').map(([id, position, file, suffix]) => [
          id,
          position,
          file,
          `${names.get(id)}${suffix}`,
        ]),
      ),
      ...insertMany(
        'product_leaflets',
        ['product_id', 'position', 'title', 'file'],
        added(brand.leaflets, was.leaflets, 'leaflets'),
      ),
      ...insertMany(
        'product_store_values',
        PRODUCT_VALUE_COLUMNS,
        added(valueRows(brand), valueRows(was), 'store view values'),
      ),
      ...insertMany(
        'product_media_store_labels',
        LABEL_COLUMNS,
        added(brand.storeView.pictureLabels, was.storeView.pictureLabels, 'picture labels'),
      ),
      ...insertMany(
        'product_leaflet_store_titles',
        TITLE_COLUMNS,
        added(brand.storeView.leafletTitles, was.storeView.leafletTitles, 'leaflet titles'),
      ),
      ...insertMany(
        'product_links',
        ['product_id', 'linked_product_id', 'link_type', 'position'],
        brand.productLinks,
      ),
      ...editionFacts(brand.products, was.products),
      ...wordingStatements(` AND store = ${sqlValue(brand.store)}`),
    ]
  })
  // After the editions' facts: a grown family's sizes copy their parent's.
  return [...statements, ...familyStatements(families)]
}

/** The growth statements as one SQL file (generate-catalogue.mjs --products). */
export const catalogueGrowthSql = (sizes) =>
  [
    '-- Grows the demo catalogue for the bench (node demo/scripts/generate-catalogue.mjs',
    `-- --products …): ${Object.entries(sizes)
      .map(([store, n]) => `${store} ${n}`)
      .join(', ')} products. Apply to a database migrated with demo/migrations.`,
    ...catalogueGrowthStatements(sizes),
    '',
  ].join('\n')
