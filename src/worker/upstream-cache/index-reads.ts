import type { D1Database } from '@cloudflare/workers-types/index.ts'
import { sqlOf, type IndexSelection } from './index-selection'

/** Where a running purge goes on: its selection and the last key done in it. */
export interface PurgeCursor {
  selection: number
  key: string
}

/** The keys of a purge's next batch, and where the one after it starts. */
export interface PurgeBatchKeys {
  keys: string[]
  next: PurgeCursor
  /** No selection has rows past `next`: this is the last batch. */
  done: boolean
}

/** The KV keys the selections cover, each once (small selections only: no limit). */
export const keysOf = async (
  db: D1Database,
  selections: readonly IndexSelection[],
): Promise<string[]> => {
  if (selections.length === 0) return []
  const answers = await db.batch<{ cache_key: string }>(
    selections.map((selection) => {
      const { where, params } = sqlOf(selection)
      return db.prepare(`SELECT cache_key FROM cache_entries WHERE ${where}`).bind(...params)
    }),
  )
  return [...new Set(answers.flatMap(({ results }) => results.map((row) => row.cache_key)))]
}

/** How many rows the selections cover, in one query. */
export const countOf = async (
  db: D1Database,
  selections: readonly IndexSelection[],
): Promise<number> => {
  if (selections.length === 0) return 0
  // 50 targets of two parameters each at most (purge-request.ts): within D1's 100.
  const sql = selections.map(sqlOf)
  const row = await db
    .prepare(
      `SELECT count(*) AS n FROM cache_entries WHERE ${sql.map((s) => `(${s.where})`).join(' OR ')}`,
    )
    .bind(...sql.flatMap((s) => s.params))
    .first<{ n: number }>()
  return row?.n ?? 0
}

/**
 * Up to `limit` keys after `cursor`, in key order, selection by selection, reading at most
 * `maxQueries` selections (each is one D1 query).
 */
export const nextKeysOf = async (
  db: D1Database,
  selections: readonly IndexSelection[],
  cursor: PurgeCursor,
  limit: number,
  maxQueries: number,
): Promise<PurgeBatchKeys> => {
  const keys = new Set<string>()
  let { selection, key } = cursor
  for (let queries = 0; selection < selections.length && keys.size < limit; queries++) {
    if (queries >= maxQueries) return { keys: [...keys], next: { selection, key }, done: false }
    const { where, params } = sqlOf(selections[selection] as IndexSelection)
    const wanted = limit - keys.size
    const { results } = await db
      .prepare(
        `SELECT cache_key FROM cache_entries WHERE (${where}) AND cache_key > ?
         ORDER BY cache_key LIMIT ${wanted}`,
      )
      .bind(...params, key)
      .all<{ cache_key: string }>()
    for (const row of results) keys.add(row.cache_key)
    if (results.length < wanted) {
      selection += 1
      key = ''
    } else {
      key = results[results.length - 1]?.cache_key ?? key
    }
  }
  return { keys: [...keys], next: { selection, key }, done: selection >= selections.length }
}
