#!/usr/bin/env node
// Writes demo/migrations/0008_catalogue.sql, 0011_store_view_values.sql (the English store
// views' values), 0013_product_facts.sql (every product's mandatory facts), 0016_pack_sizes.sql
// and 0017_food_particulars.sql (the foods' particulars) from the catalogue content
// (catalogue.mjs, food-particulars.mjs):
//   node demo/scripts/generate-catalogue.mjs
// With --products, writes instead SQL that grows one brand's catalogue to that many products on
// a database migrated with demo/migrations (the bench's scale section; the committed migration
// stays as it is), to --out or standard output:
//   node demo/scripts/generate-catalogue.mjs --products 2000 [--brand vitalis] [--out grow.sql]
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import {
  buildCatalogue,
  catalogueGrowthSql,
  catalogueSql,
  factsSql,
  seededFromSql,
  storeViewSql,
} from './catalogue.mjs'
import { packSizeSql } from './pack-sizes.mjs'
import { particularsSql } from './particulars-sql.mjs'

const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    brand: { type: 'string', default: 'vitalis' },
    out: { type: 'string' },
  },
})

if (values.products === undefined) {
  const catalogue = buildCatalogue()
  const seeded = seededFromSql(
    readFileSync(new URL('../migrations/0002_seed.sql', import.meta.url), 'utf8'),
  )
  for (const [file, sql] of [
    ['0008_catalogue.sql', catalogueSql(catalogue)],
    ['0011_store_view_values.sql', storeViewSql(catalogue)],
    ['0013_product_facts.sql', factsSql(catalogue, seeded)],
    ['0016_pack_sizes.sql', packSizeSql(catalogue)],
    ['0017_food_particulars.sql', particularsSql(catalogue)],
  ]) {
    const target = fileURLToPath(new URL(`../migrations/${file}`, import.meta.url))
    writeFileSync(target, sql)
    console.log(`wrote ${target}`)
  }
} else {
  const count = Number(values.products)
  if (!Number.isInteger(count) || count < 1) throw new Error('--products takes a whole number')
  const sql = catalogueGrowthSql({ [values.brand]: count })
  if (values.out) {
    writeFileSync(values.out, sql)
    console.error(`wrote ${values.out}`)
  } else process.stdout.write(sql)
}
