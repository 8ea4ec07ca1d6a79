import type { MessageBatch } from '@cloudflare/workers-types/index.ts'
import type { Env } from '../env'
import { sitesOf } from '../middleware/site'
import { globalPurgeConfigOf } from './global/global-purge-config'
import { continuePurge, type PurgeMessage } from './purge'

/** Seconds before a failed batch is delivered again (D1 or KV briefly unavailable). */
const RETRY_DELAY_SECONDS = 10

const isPurgeMessage = (body: unknown): body is PurgeMessage =>
  typeof body === 'object' && body !== null && Number.isInteger((body as { job?: unknown }).job)

/**
 * The PURGE_QUEUE consumer (wrangler.toml: max_batch_size = 1): one batch of one purge per
 * invocation, so each invocation stays within the limits of ./limits.ts however large the purge.
 * It queues the job's next message itself until the job is complete; delivery is at least once,
 * and a batch run twice is harmless (./purge.ts). A failed batch is retried after a delay, and
 * after max_retries the purge stays 'running' in the log: purging again goes on from there.
 * A purge whose ask of every data center failed is delivered again after the wait that step
 * names (./global/every-data-center.ts), complete or not.
 */
export const purgeQueue = async (batch: MessageBatch<unknown>, env: Env): Promise<void> => {
  const deps = {
    kv: env.UPSTREAM_CACHE,
    db: env.DB,
    now: () => Date.now(),
    global: globalPurgeConfigOf(env, sitesOf(env.SITES)),
  }
  const [first, ...rest] = batch.messages
  // More than one message would multiply the KV operations of this invocation: later ones wait.
  for (const message of rest) message.retry()
  if (!first) return
  if (!isPurgeMessage(first.body)) {
    console.error(
      `[purge] dropped a queue message that names no job: ${JSON.stringify(first.body)}`,
    )
    first.ack()
    return
  }
  const { job } = first.body
  try {
    const result = await continuePurge(deps, job)
    const { retryInSeconds } = result
    if (result.status === 'running' || retryInSeconds !== null)
      await env.PURGE_QUEUE.send(
        { job },
        retryInSeconds === null ? undefined : { delaySeconds: retryInSeconds },
      )
    const everywhere =
      result.global === null
        ? ''
        : `, every data center: ${result.global}${retryInSeconds === null ? '' : ` (again in ${retryInSeconds} s)`}`
    console.log(
      `[purge] job ${job}: ${result.status ?? 'nothing to do'}, ${result.removed} entries in this batch${everywhere}`,
    )
    first.ack()
  } catch (error) {
    console.error(`[purge] job ${job}: batch failed, retried in ${RETRY_DELAY_SECONDS} s`, error)
    first.retry({ delaySeconds: RETRY_DELAY_SECONDS })
  }
}
