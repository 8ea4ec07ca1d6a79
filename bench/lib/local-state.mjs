// A local state (KV, D1) for the scale section (bench/figures/scale.mjs): both workers' D1
// migrations applied, and the demo catalogue grown by the generator (demo/scripts/catalogue.mjs,
// `--products`), in a --persist-to folder the servers then start on.
//
// In this process, through one Miniflare, rather than with wrangler's commands: `wrangler d1
// migrations apply --local` starts workerd once per migration file (plus twice for its
// bookkeeping), about 25 s per database on this 2-core machine and more when it is busy, and
// `wrangler d1 execute --file` splits a file into statements with a parser that takes about 20 s
// for the 2.6 MB of 2,000 products. Here the migrations run as wrangler runs them locally (the
// same statement splitter, wrangler's own, each file with its row in `d1_migrations` in one
// batch, the files in name order), and the growth's statements come straight from the
// generator, in one batch: a few seconds in all.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Miniflare } from 'miniflare'
import { unstable_splitSqlQuery as splitSqlQuery } from 'wrangler'
import { catalogueGrowthStatements } from '../../demo/scripts/catalogue.mjs'

/** The databases of both workers: binding, config, migrations folder. */
const DATABASES = [
  { binding: 'DB', config: 'wrangler.toml' },
  { binding: 'SHOP_DB', config: 'demo/wrangler.toml' },
]

/** A D1 binding's database id and migrations folder in a wrangler.toml (its local file's name). */
const databaseOf = async (root, { binding, config }) => {
  const text = await readFile(join(root, config), 'utf8')
  const block = new RegExp(`binding\\s*=\\s*"${binding}"[\\s\\S]*?(?=\\n\\[|$)`).exec(text)?.[0]
  const id = /database_id\s*=\s*"([^"]+)"/.exec(block ?? '')?.[1]
  const dir = /migrations_dir\s*=\s*"([^"]+)"/.exec(block ?? '')?.[1] ?? 'migrations'
  if (!id) throw new Error(`${config} declares no ${binding} database_id`)
  return { binding, id, migrations: join(root, config, '..', dir) }
}

/** As wrangler's initMigrationsTable. */
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS d1_migrations(
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		name       TEXT UNIQUE,
		applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`

const migrate = async (db, dir) => {
  await db.prepare(MIGRATIONS_TABLE).run()
  const applied = new Set(
    (await db.prepare('SELECT name FROM d1_migrations').all()).results.map((row) => row.name),
  )
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).toSorted()
  for (const name of names.filter((each) => !applied.has(each))) {
    const sql = `${await readFile(join(dir, name), 'utf8')}
								INSERT INTO d1_migrations (name)
								values ('${name}');
						`
    await db.batch(splitSqlQuery(sql).map((statement) => db.prepare(statement)))
  }
  return names.length
}

/**
 * Migrates both workers' D1 databases in `persistDir` (no server may run on it) and, with
 * `grow` ({ store, count }), grows the demo shop's catalogue. Resolves with { migrateMs, seedMs,
 * statements, products } (products: the store's count after, when grown: products sold alone and
 * families, each family counted once, as a listing counts them).
 */
export const prepareState = async ({ root, persistDir, grow = null }) => {
  const started = performance.now()
  const databases = await Promise.all(DATABASES.map((database) => databaseOf(root, database)))
  const mf = new Miniflare({
    modules: true,
    script: 'export default { fetch: () => new Response(null, { status: 404 }) }',
    d1Persist: join(persistDir, 'v3', 'd1'),
    d1Databases: Object.fromEntries(databases.map(({ binding, id }) => [binding, id])),
  })
  try {
    for (const { binding, migrations } of databases)
      await migrate(await mf.getD1Database(binding), migrations)
    const migrateMs = performance.now() - started
    if (!grow) return { migrateMs, seedMs: 0, statements: 0, products: null }
    const shop = await mf.getD1Database('SHOP_DB')
    const statements = catalogueGrowthStatements({ [grow.store]: grow.count })
    await shop.batch(statements.map((statement) => shop.prepare(statement)))
    // What the shop lists: products sold alone and families, not the families' sizes.
    const row = await shop
      .prepare('SELECT count(*) AS n FROM products WHERE store = ? AND parent_id IS NULL')
      .bind(grow.store)
      .first()
    return {
      migrateMs,
      seedMs: performance.now() - started - migrateMs,
      statements: statements.length,
      products: row.n,
    }
  } finally {
    await mf.dispose()
  }
}
