import { env } from 'cloudflare:test'

/**
 * English store values of one product (VIT-D3-1000, id 1001) and one category ('vitamine', 101)
 * of the Vitalis shop, written over those of the generated English catalogue (migration 0011), so
 * the tests do not depend on its copy; two of the product's pictures lose their English labels,
 * so the fallback to the German default shows.
 */
export const ENGLISH = {
  name: 'Vitamin D3 1000 IU',
  urlKey: 'vitamin-d3-1000-iu',
  shortDescription: 'Vitamin D3 for bones, teeth and a normal immune system.',
  description: '<p>Vitamin D3 for bones, teeth and a normal immune system.</p>',
  baseUnit: '€331.67 / 1 kg',
  productLine: 'Vitalis Basics',
  size: '120 tablets',
  pictureLabel: 'Vitamin D3 1000 IU – back',
  leafletTitle: 'Product information',
  category: { name: 'Vitamins', urlKey: 'vitamins', description: '<p>Vitamins from A to K.</p>' },
} as const

export const GERMAN = {
  name: 'Vitamin D3 1000 I.E.',
  urlKey: 'vitamin-d3-1000-i-e',
  category: { name: 'Vitamine', urlPath: 'vitamine' },
} as const

export const insertEnglishRows = () =>
  env.SHOP_DB.batch([
    env.SHOP_DB.prepare(
      `INSERT OR REPLACE INTO product_store_values (product_id, store_view, name, url_key,
         short_description, description, base_unit_string, dynamic_attributes)
       VALUES (1001, 'vitalis_en', ?, ?, ?, ?, ?, ?)`,
    ).bind(
      ENGLISH.name,
      ENGLISH.urlKey,
      ENGLISH.shortDescription,
      ENGLISH.description,
      ENGLISH.baseUnit,
      JSON.stringify({ size: ENGLISH.size, product_line: ENGLISH.productLine }),
    ),
    env.SHOP_DB.prepare(
      `INSERT OR REPLACE INTO category_store_values (category_id, store_view, name, url_key, url_path, description)
       VALUES (101, 'vitalis_en', ?, ?, ?, ?)`,
    ).bind(
      ENGLISH.category.name,
      ENGLISH.category.urlKey,
      ENGLISH.category.urlKey,
      ENGLISH.category.description,
    ),
    env.SHOP_DB.prepare(
      `INSERT OR REPLACE INTO product_media_store_labels (product_id, position, store_view, label)
       VALUES (1001, 2, 'vitalis_en', ?)`,
    ).bind(ENGLISH.pictureLabel),
    env.SHOP_DB.prepare(
      `DELETE FROM product_media_store_labels
       WHERE product_id = 1001 AND store_view = 'vitalis_en' AND position IN (1, 3)`,
    ),
    env.SHOP_DB.prepare(
      `INSERT OR REPLACE INTO product_leaflet_store_titles (product_id, position, store_view, title)
       VALUES (1001, 1, 'vitalis_en', ?)`,
    ).bind(ENGLISH.leafletTitle),
  ])
