/**
 * Cloudflare's per-invocation limits a purge batch stays within, and the batch sizes derived
 * from them. Every queue consumer invocation and every purge request is one invocation.
 *
 * - Workers KV: 1,000 operations per Worker invocation (reads, writes and deletes together, on
 *   every plan); free plan: 1,000 writes (and deletes) per day.
 *   https://developers.cloudflare.com/kv/platform/limits/
 * - Workers: 6 simultaneous open connections per invocation (a 7th waits); subrequests 50 per
 *   request on the free plan, 1,000 on paid (Unbound/Standard).
 *   https://developers.cloudflare.com/workers/platform/limits/
 * - D1: 50 queries per invocation on the free plan, 1,000 on paid; 100 bound parameters per
 *   query; 100,000 bytes per SQL statement. https://developers.cloudflare.com/d1/platform/limits/
 * - Queues: batches of at most 100 messages; 128 KB per message; at-least-once delivery.
 *   https://developers.cloudflare.com/queues/limits/
 */

/** KV operations one invocation may make. */
export const KV_OPERATIONS_PER_INVOCATION = 1000
/** Connections one invocation may hold open at once: more are queued by the runtime. */
export const SIMULTANEOUS_CONNECTIONS = 6
/** Bound parameters of one D1 statement. */
export const D1_BOUND_PARAMETERS = 100

/**
 * Keys one batch covers. A hard purge deletes each (one KV operation); a soft purge reads and
 * rewrites each (two). 400 hard / 200 soft keeps a batch at 400 KV operations, under half of the
 * 1,000, so that a batch in a purge request leaves room for whatever else that request does.
 */
export const HARD_BATCH_KEYS = 400
export const SOFT_BATCH_KEYS = 200

/** KV calls in flight at once: the platform's connection limit, never more. */
export const KV_CONCURRENCY = SIMULTANEOUS_CONNECTIONS

/**
 * Selections (paths, page ids of TYPO3 tags: up to 50) one batch reads before it stops: each is
 * one D1 query, and the free plan allows 50 queries per invocation in all. A batch makes at most
 * 1 (the job, or the count in the request) + 8 (keys) + 1 D1 batch of at most 19 statements
 * (three per 90 keys: the count, the index rows, their sku tags; the log's start and end): 28
 * even if every statement of a batch counts as a query.
 */
export const SELECTION_QUERIES_PER_BATCH = 8

/** Keys per `IN (…)` list of a D1 statement: within the 100 bound parameters, with room to spare. */
export const KEYS_PER_STATEMENT = 90
