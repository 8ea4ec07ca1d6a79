import { createCacheIndex } from '../upstream-cache/cache-index'
import type { GlobalStanding } from './log/global-purge-log'
import type { PurgeMode, PurgeStatus } from './log/purge-log'
import { askEveryDataCenter, scopeTagsOf, type GlobalStep } from './global/every-data-center'
import { batchTagsOf, runBatch, type PurgeDeps } from './purge-batch'
import type { PurgePlan } from './purge-plan'
import {
  GLOBAL_NOT_QUEUED,
  NOT_QUEUED,
  NOTHING_PURGED,
  PURGE_NOT_LOGGED,
  unavailable,
} from './purge-unavailable'

/**
 * Editors' cache purge (DESIGN.md section 6), of any size. The D1 index names the KV keys a
 * plan covers (./purge-plan.ts); they go in batches of at most HARD_BATCH_KEYS (or
 * SOFT_BATCH_KEYS), each within Cloudflare's per-invocation limits (./limits.ts; one batch's
 * work: ./purge-batch.ts):
 * - the request runs the first batch and logs the purge: a small purge (a page, a path) is
 *   complete in the request, as before;
 * - a larger one answers 'running' with its job id (the purge_log row) and goes on on the
 *   PURGE_QUEUE, one batch per consumer invocation (./purge-queue.ts), until done.
 * Every batch commits its index-row deletions and the job's cursor in one D1 batch, so a batch
 * run twice (at-least-once delivery, a retry) repeats nothing that matters and a purge requested
 * again always starts where the index now stands: it makes progress.
 * KV is eventually consistent: other Cloudflare locations may serve their copy for up to 60 s
 * more (https://developers.cloudflare.com/kv/concepts/how-kv-works/).
 */

/** The queue message: which job goes on. Small and idempotent (at-least-once delivery). */
export interface PurgeMessage {
  job: number
}

/** What a purge needs of the PURGE_QUEUE binding (Queue<PurgeMessage>): a test hands in its own. */
export interface PurgeQueue {
  send(message: PurgeMessage, options?: { delaySeconds?: number }): Promise<unknown>
}

export interface PurgeResult {
  /** The purge_log row that tracks it. */
  job: number
  mode: PurgeMode
  status: PurgeStatus
  /** Index rows the purge covers. */
  planned: number
  /** Entries removed (or, soft, marked stale) by this request. */
  removed: number
  /** Their KV keys. */
  keys: string[]
  /** The step in every data center after this request (./global/every-data-center.ts). */
  global: Omit<GlobalStep, 'pending'>
}

/** A purge as POST /_cache/purge answers it and the editors' page shows it. */
export interface PurgeOutcome extends PurgeResult {
  /** The name of the token used (./editor-tokens.ts). */
  editor: string
  scope: string
  target: string
  ignored: string[]
}

/** A purge that has not asked every data center yet. */
const NOT_ASKED: GlobalStanding = { state: 'off', pending: {}, attempts: 0, error: null }

/** The queue waits as long as the API asked before the next ask (and the batch with it). */
const delayOf = (global: GlobalStep) =>
  global.retryInSeconds === null ? undefined : { delaySeconds: global.retryInSeconds }

/**
 * Starts a purge: counts what it covers, logs it as running, runs its first batch, and queues
 * the rest. Logged before the first batch: a response rendered before the purge and stored while
 * the batch runs sees the running purge (src/worker/page-cache/edge-store.ts) and is not kept, where a
 * purge logged after its batch could have missed it.
 * D1 unreadable: nothing purged. D1 refusing writes: the entries are removed all the same and
 * that said (purge again to log it). Queue unavailable: said so; the first batch stands, and
 * purging again goes on from there.
 */
export const startPurge = async (
  deps: PurgeDeps & { queue: PurgeQueue },
  plan: PurgePlan,
  editor: string,
  mode: PurgeMode,
): Promise<PurgeResult> => {
  const index = createCacheIndex({ db: deps.db })
  const startedAt = deps.now()
  const { selections } = plan
  const planned = await index.count(selections).catch(unavailable(NOTHING_PURGED))
  const start = {
    actor: editor,
    scope: plan.scope,
    target: plan.target,
    mode,
    planned,
    purgedAt: startedAt,
    selections,
  }
  // Without its row (D1 read-only) the purge still runs: stores fail alike, as they index first.
  const logged = await index.startJob(start).catch(() => null)
  const batch = await runBatch(
    deps,
    index,
    selections,
    { selection: 0, key: '' },
    mode,
    startedAt,
  ).catch(async (error: unknown) => {
    // Not left 'running': every store would wait on it for RUNNING_PURGE_WINDOW_MS.
    if (logged !== null) await index.dropJob(logged).catch(() => undefined)
    return unavailable(NOTHING_PURGED)(error)
  })
  // A purge of whole sites asks for their tags once, here; any other, for each batch's pages.
  const scopeTags = deps.global ? scopeTagsOf(selections, deps.global.sites) : null
  const global = await askEveryDataCenter(
    deps.global,
    NOT_ASKED,
    scopeTags ?? (await batchTagsOf(deps, batch.keys)),
  )
  const job = await index
    .commitBatch({
      job: logged === null ? { start } : { id: logged },
      keys: batch.keys,
      marked: batch.marked,
      next: batch.next,
      done: batch.done,
      now: deps.now(),
      global,
    })
    .catch(async (error: unknown) => {
      // The row stays 'running' from its cursor's start: the queue finishes the job once D1
      // writes again (a batch run twice is harmless), so no store waits on it for long.
      if (logged !== null) await deps.queue.send({ job: logged }).catch(() => undefined)
      return unavailable(PURGE_NOT_LOGGED)(error)
    })
  if (!batch.done) {
    await deps.queue.send({ job }, delayOf(global)).catch(unavailable(NOT_QUEUED))
  } else if (global.retryInSeconds !== null) {
    await deps.queue.send({ job }, delayOf(global)).catch(unavailable(GLOBAL_NOT_QUEUED))
  }
  const { pending: _pending, ...globalReport } = global
  return {
    job,
    mode,
    status: batch.done ? 'complete' : 'running',
    planned,
    removed: batch.keys.length,
    keys: batch.keys,
    global: globalReport,
  }
}

/** How a queued batch went: whether the job needs another, and when. */
export interface ContinueResult {
  /** null: no such job any more (the log let it go), or already complete. */
  status: PurgeStatus | null
  removed: number
  /** The step in every data center asks again after this many seconds; null: nothing waits. */
  retryInSeconds: number | null
  /** How that step stands after this invocation (null: nothing was done). */
  global: GlobalStep['state'] | null
}

/**
 * The next batch of a running purge (one queue message, one invocation), or a complete purge's
 * next ask of every data center. Idempotent: a job already complete (and asked) or gone does
 * nothing; a batch run twice finds its rows gone (hard) or its entries already marked (soft).
 */
export const continuePurge = async (deps: PurgeDeps, jobId: number): Promise<ContinueResult> => {
  const index = createCacheIndex({ db: deps.db })
  const job = await index.job(jobId)
  const nothing = { status: null, removed: 0, retryInSeconds: null, global: null }
  if (!job) return nothing
  if (job.status === 'complete') {
    if (job.global.state !== 'retrying') return nothing
    const global = await askEveryDataCenter(deps.global, job.global, [])
    await index.commitGlobal(job.id, global)
    return {
      status: 'complete',
      removed: 0,
      retryInSeconds: global.retryInSeconds,
      global: global.state,
    }
  }
  const batch = await runBatch(deps, index, job.selections, job.cursor, job.mode, job.purgedAt)
  // A purge of whole sites asked for its sites' tags at its start; only what waits goes again.
  const askedAtStart = deps.global !== null && scopeTagsOf(job.selections, deps.global.sites)
  const fresh = askedAtStart ? [] : await batchTagsOf(deps, batch.keys)
  const global = await askEveryDataCenter(deps.global, job.global, fresh)
  await index.commitBatch({
    job: { id: job.id },
    keys: batch.keys,
    marked: batch.marked,
    next: batch.next,
    done: batch.done,
    now: deps.now(),
    global,
  })
  return {
    status: batch.done ? 'complete' : 'running',
    removed: batch.keys.length,
    retryInSeconds: global.retryInSeconds,
    global: global.state,
  }
}
