import type { D1Database } from '@cloudflare/workers-types/index.ts'
import type { CacheIdentity } from './cache-key'
import { KEYS_PER_STATEMENT } from '../purge/limits'

/** One KV write of the upstream cache, or one response stored by the edge cache. */
export interface IndexEntry {
  key: string
  identity: CacheIdentity
  pageId: number | null
  storedAt: number
  /** The shop's products it shows: a purge by sku finds it. */
  skus?: readonly string[]
  /** It shows shop data (its own, or a response made of some): a catalogue purge finds it. */
  showsCatalogue?: boolean
}

const chunksOf = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  )

/** Two parameters a row: within D1's 100 bound parameters. */
const SKU_ROWS_PER_STATEMENT = 45

const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ')

/** Records a KV write; a key written again keeps one row with its newest page id and time. */
export const recordEntry = async (
  db: D1Database,
  { key, identity, pageId, storedAt, skus = [], showsCatalogue = false }: IndexEntry,
): Promise<void> => {
  const entry = db
    .prepare(
      `INSERT INTO cache_entries (cache_key, kind, site, locale, path, page_id, stored_at,
         shows_catalogue)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
       ON CONFLICT (cache_key) DO UPDATE SET page_id = excluded.page_id,
         stored_at = excluded.stored_at, shows_catalogue = excluded.shows_catalogue
       -- A response stored again as it was costs no row write (D1 counts them per day).
       WHERE excluded.kind != 'response' OR page_id IS NOT excluded.page_id
         OR shows_catalogue != excluded.shows_catalogue`,
    )
    .bind(
      key,
      identity.kind,
      identity.site,
      identity.locale,
      identity.path,
      pageId,
      storedAt,
      showsCatalogue ? 1 : 0,
    )
  // Rows are only added: a refresh that shows the same products writes none (D1 counts rows
  // written per day), and a product that left the entry costs at most one purge too many.
  // They go with the entry's row (removalsOf).
  const tags = chunksOf([...new Set(skus)], SKU_ROWS_PER_STATEMENT).map((chunk) =>
    db
      .prepare(
        `INSERT OR IGNORE INTO cache_entry_skus (sku, cache_key)
         VALUES ${chunk.map(() => '(?, ?)').join(', ')}`,
      )
      .bind(...chunk.flatMap((sku) => [sku, key])),
  )
  if (tags.length === 0) await entry.run()
  else await db.batch([entry, ...tags])
}

/**
 * A hard purge's removal of the keys' rows, for the batch that commits it (the purge log's
 * commitBatch). Each chunk first adds the rows it is about to delete to the job's `removed`
 * (`jobId`: its id, or the SQL naming the row just inserted), so a batch delivered twice (queues
 * deliver at least once) counts nothing twice.
 */
export const removalsOf = (db: D1Database, keys: readonly string[], jobId: string) =>
  chunksOf(keys, KEYS_PER_STATEMENT).flatMap((chunk) => [
    db
      .prepare(
        `UPDATE purge_log SET removed = removed +
           (SELECT count(*) FROM cache_entries WHERE cache_key IN (${placeholders(chunk.length)}))
         WHERE id = ${jobId}`,
      )
      .bind(...chunk),
    db
      .prepare(`DELETE FROM cache_entries WHERE cache_key IN (${placeholders(chunk.length)})`)
      .bind(...chunk),
    db
      .prepare(`DELETE FROM cache_entry_skus WHERE cache_key IN (${placeholders(chunk.length)})`)
      .bind(...chunk),
  ])
