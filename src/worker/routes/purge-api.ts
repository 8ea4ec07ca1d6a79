import type { Context } from 'hono'
import type { PurgeLogEntry } from '../purge/log/purge-log'
import { sitesOf } from '../middleware/site'
import { purgePointOf } from '../metrics/data-points'
import { metricsSinkOf } from '../metrics/metrics'
import { globalPurgeConfigOf } from '../purge/global/global-purge-config'
import { planPurge, type PurgePlan } from '../purge/purge-plan'
import type { Parsed, PurgeRequest } from '../purge/purge-request'
import { parsePurgeRequest } from '../purge/purge-request'
import { startPurge, type PurgeOutcome } from '../purge/purge'
import { CacheIndexUnavailable } from '../purge/purge-unavailable'
import { recentPurges } from '../purge/recent-purges'
import { reportError } from '../reporting/report-error'
import type { PurgeEnv } from './purge-auth'
import { readJsonBody } from './purge-body'

const NO_STORE = { 'cache-control': 'no-store' }

/** The D1 failure under a 503 of the purge routes: logged with its cause, and sent to Sentry. */
export const reportIndexUnavailable = (c: Context<PurgeEnv>, error: CacheIndexUnavailable) => {
  const cause = error.cause instanceof Error ? error.cause.message : String(error.cause)
  reportError(c, new Error(`purge: ${error.message} (${cause})`, { cause: error }), 503)
}

/**
 * D1 down: the purge API answers JSON as it does for every other failure (the CLI and TYPO3's
 * hook read `error`), not the shoppers' HTML error page. 503: it is temporary, and a retry is safe.
 */
export const indexUnavailableJson = (c: Context<PurgeEnv>, error: unknown) => {
  if (!(error instanceof CacheIndexUnavailable)) throw error
  reportIndexUnavailable(c, error)
  return c.json({ error: error.message }, 503, NO_STORE)
}

/** Resolves a checked request against the sites, then purges: the one path of API and page. */
export const runPurge = async (
  c: Context<PurgeEnv>,
  request: PurgeRequest,
): Promise<Parsed<PurgeOutcome>> => {
  const sites = sitesOf(c.env.SITES)
  const planned = planPurge(request, { sites, requestUrl: c.req.url })
  if (!planned.ok) return planned
  const plan: PurgePlan = planned.value
  const editor = c.var.editor
  const deps = {
    kv: c.env.UPSTREAM_CACHE,
    db: c.env.DB,
    queue: c.env.PURGE_QUEUE,
    now: () => Date.now(),
    global: globalPurgeConfigOf(c.env, sites),
  }
  const result = await startPurge(deps, plan, editor, request.mode)
  const [first] = plan.selections
  metricsSinkOf(c.env).write([
    purgePointOf({
      site: first && 'site' in first && first.site ? first.site : 'all',
      scope: plan.scope,
      mode: request.mode,
      global: result.global.state,
      removed: result.removed,
      planned: result.planned,
    }),
  ])
  return {
    ok: true,
    value: { editor, scope: plan.scope, target: plan.target, ignored: plan.ignored, ...result },
  }
}

/**
 * POST /_cache/purge: a JSON body of src/worker/purge/purge-request.ts (the storefront's scopes,
 * or a TYPO3 hook's page uid or cache tags). Answers who purged, what, and the removed KV keys:
 * 200 when the purge is complete, 202 Accepted when it goes on in batches on the queue (its
 * `job` is the purge log's row, GET /_cache/log shows its progress).
 */
export const purgeRoute = async (c: Context<PurgeEnv>) => {
  const body = await readJsonBody(c)
  if (!body.ok) return c.json({ error: body.error }, 400, NO_STORE)
  const parsed = parsePurgeRequest(body.value)
  let outcome: Parsed<PurgeOutcome>
  try {
    outcome = parsed.ok ? await runPurge(c, parsed.value) : parsed
  } catch (error) {
    return indexUnavailableJson(c, error)
  }
  if (!outcome.ok) {
    return c.json({ error: 'Invalid purge request', issues: outcome.issues }, 400, NO_STORE)
  }
  return c.json(outcome.value, outcome.value.status === 'complete' ? 200 : 202, NO_STORE)
}

/** A log row as JSON: the editor by name, the time as ISO 8601. */
const logEntryJson = (entry: PurgeLogEntry) => ({
  job: entry.id,
  editor: entry.actor,
  scope: entry.scope,
  target: entry.target,
  mode: entry.mode,
  status: entry.status,
  planned: entry.planned,
  removed: entry.removed,
  keys: entry.keys,
  purgedAt: new Date(entry.purgedAt).toISOString(),
  completedAt: entry.completedAt === null ? null : new Date(entry.completedAt).toISOString(),
  global: entry.global,
})

const DEFAULT_LOG_ENTRIES = 50

/** GET /_cache/log[?limit=N]: the newest purges first (N up to 200, default 50). */
export const logRoute = async (c: Context<PurgeEnv>) => {
  const limit = Number.parseInt(c.req.query('limit') ?? '', 10)
  let entries: PurgeLogEntry[]
  try {
    entries = await recentPurges(
      { db: c.env.DB },
      Number.isFinite(limit) ? limit : DEFAULT_LOG_ENTRIES,
    )
  } catch (error) {
    return indexUnavailableJson(c, error)
  }
  return c.json({ editor: c.var.editor, entries: entries.map(logEntryJson) }, 200, NO_STORE)
}
