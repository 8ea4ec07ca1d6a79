import type { Context } from 'hono'
import type { PurgeLogEntry } from '../cache-index'
import { sitesOf } from '../middleware/site'
import { planPurge, type PurgePlan } from '../purge/purge-plan'
import type { Parsed, PurgeRequest } from '../purge/purge-request'
import { parsePurgeRequest } from '../purge/purge-request'
import { purgeCache, recentPurges, type PurgeOutcome } from '../purge/purge'
import type { PurgeEnv } from './purge-auth'
import { readJsonBody } from './purge-body'

const NO_STORE = { 'cache-control': 'no-store' }

/** Resolves a checked request against the sites, then purges: the one path of API and page. */
export const runPurge = async (
  c: Context<PurgeEnv>,
  request: PurgeRequest,
): Promise<Parsed<PurgeOutcome>> => {
  const planned = planPurge(request, { sites: sitesOf(c.env.SITES), requestUrl: c.req.url })
  if (!planned.ok) return planned
  const plan: PurgePlan = planned.value
  const editor = c.var.editor
  const deps = { kv: c.env.PAGE_CACHE, db: c.env.DB, now: () => Date.now() }
  const result = await purgeCache(deps, plan, editor)
  return {
    ok: true,
    value: { editor, scope: plan.scope, target: plan.target, ignored: plan.ignored, ...result },
  }
}

/**
 * POST /_cache/purge: a JSON body of src/worker/purge/purge-request.ts (the storefront's scopes,
 * or a TYPO3 hook's page uid or cache tags). Answers who purged, what, and the removed KV keys.
 */
export const purgeRoute = async (c: Context<PurgeEnv>) => {
  const body = await readJsonBody(c)
  if (!body.ok) return c.json({ error: body.error }, 400, NO_STORE)
  const parsed = parsePurgeRequest(body.value)
  const outcome = parsed.ok ? await runPurge(c, parsed.value) : parsed
  if (!outcome.ok) {
    return c.json({ error: 'Invalid purge request', issues: outcome.issues }, 400, NO_STORE)
  }
  return c.json(outcome.value, 200, NO_STORE)
}

/** A log row as JSON: the editor by name, the time as ISO 8601. */
const logEntryJson = (entry: PurgeLogEntry) => ({
  editor: entry.actor,
  scope: entry.scope,
  target: entry.target,
  removed: entry.removed,
  keys: entry.keys,
  purgedAt: new Date(entry.purgedAt).toISOString(),
})

const DEFAULT_LOG_ENTRIES = 50

/** GET /_cache/log[?limit=N]: the newest purges first (N up to 200, default 50). */
export const logRoute = async (c: Context<PurgeEnv>) => {
  const limit = Number.parseInt(c.req.query('limit') ?? '', 10)
  const entries = await recentPurges(
    { db: c.env.DB },
    Number.isFinite(limit) ? limit : DEFAULT_LOG_ENTRIES,
  )
  return c.json({ editor: c.var.editor, entries: entries.map(logEntryJson) }, 200, NO_STORE)
}
