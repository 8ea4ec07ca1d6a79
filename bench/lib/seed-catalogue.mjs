// Seeds a big demo catalogue into a local state for the scale section (bench/figures/scale.mjs):
// the demo catalogue generator's growth SQL (demo/scripts/catalogue.mjs, `--products`), run on
// the demo shop's D1 database of a state that `wrangler d1 migrations apply --persist-to` made.
//
// Not through `wrangler d1 execute --file`: that splits the file into statements with a
// character-by-character parser, which takes about 20 s for the 2.6 MB of 2,000 products on this
// machine. The generator already has the statements, so they go to the same local D1 (Miniflare's
// D1 under <persistDir>/v3/d1, the database id of demo/wrangler.toml, as wrangler opens it) in
// one batch, one transaction: about 2 s, most of it starting workerd.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Miniflare } from 'miniflare'
import { catalogueGrowthStatements } from '../../demo/scripts/catalogue.mjs'

/** The demo shop database's id in demo/wrangler.toml: its local file is named after it. */
const shopDatabaseId = async (root) => {
  const config = await readFile(join(root, 'demo/wrangler.toml'), 'utf8')
  const id = /binding\s*=\s*"SHOP_DB"[\s\S]*?database_id\s*=\s*"([^"]+)"/.exec(config)?.[1]
  if (!id) throw new Error('demo/wrangler.toml declares no SHOP_DB database_id')
  return id
}

/**
 * Grows `store` to `count` products in the demo shop's D1 of `persistDir` (migrated, no server
 * running on it). Resolves with { ms, statements, products } (products: the store's count after).
 */
export const seedCatalogue = async ({ root, persistDir, store, count }) => {
  const started = performance.now()
  const statements = catalogueGrowthStatements({ [store]: count })
  const mf = new Miniflare({
    modules: true,
    script: 'export default { fetch: () => new Response(null, { status: 404 }) }',
    d1Persist: join(persistDir, 'v3', 'd1'),
    d1Databases: { SHOP_DB: await shopDatabaseId(root) },
  })
  try {
    const db = await mf.getD1Database('SHOP_DB')
    await db.batch(statements.map((statement) => db.prepare(statement)))
    const row = await db
      .prepare('SELECT count(*) AS n FROM products WHERE store = ?')
      .bind(store)
      .first()
    return { ms: performance.now() - started, statements: statements.length, products: row.n }
  } finally {
    await mf.dispose()
  }
}
