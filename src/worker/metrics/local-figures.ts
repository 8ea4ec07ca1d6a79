import type { DataPoint } from './data-points'

/**
 * The same figures kept in the isolate, for `npm start`: `wrangler dev` runs Analytics Engine as
 * a no-op (miniflare's local dataset writes nothing), so a newcomer would see no figures at all.
 * Only in development (one isolate for the session); deployed, the figures are Analytics
 * Engine's, read with the SQL of docs/operations.md.
 */
const KEPT_POINTS = 5000

interface Kept {
  at: number
  point: DataPoint
}

/** A ring: the newest KEPT_POINTS, at a constant cost per request (a load test sends thousands). */
const kept: Kept[] = []
let next = 0

export const keepLocally = (point: DataPoint, at: number) => {
  kept[next] = { at, point }
  next = (next + 1) % KEPT_POINTS
}

export const forgetLocalFigures = () => {
  kept.length = 0
  next = 0
}

const percentile = (sorted: readonly number[], p: number): number | null =>
  sorted.length === 0
    ? null
    : (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? null)

export interface MinuteFigures {
  site: string
  /** The minute's start, ISO 8601. */
  minute: string
  requests: Record<string, number>
  edge: { hit: number; miss: number; bypass: number }
  renders: number
  upstream: Record<
    string,
    { calls: number; errors: number; p50Ms: number | null; p95Ms: number | null }
  >
  purges: number
}

const MINUTE = 60_000

/** Per site and minute, newest first: what docs/operations.md's queries answer deployed. */
export const localFigures = (): MinuteFigures[] => {
  const groups = new Map<string, { figures: MinuteFigures; latencies: Map<string, number[]> }>()
  for (const { at, point } of kept) {
    const site = point.indexes[0]
    const minute = new Date(Math.floor(at / MINUTE) * MINUTE).toISOString()
    const key = `${minute} ${site}`
    let group = groups.get(key)
    if (!group) {
      group = {
        figures: {
          site,
          minute,
          requests: {},
          edge: { hit: 0, miss: 0, bypass: 0 },
          renders: 0,
          upstream: {},
          purges: 0,
        },
        latencies: new Map(),
      }
      groups.set(key, group)
    }
    const { figures, latencies } = group
    const [kind, a = '', b = ''] = point.blobs
    if (kind === 'request') {
      figures.requests[a] = (figures.requests[a] ?? 0) + 1
      if (b === 'hit' || b === 'miss' || b === 'bypass') figures.edge[b] += 1
      figures.renders += point.doubles[1] ?? 0
    } else if (kind === 'upstream') {
      const upstream = (figures.upstream[a] ??= { calls: 0, errors: 0, p50Ms: null, p95Ms: null })
      upstream.calls += 1
      if (b === 'error') upstream.errors += 1
      latencies.set(a, [...(latencies.get(a) ?? []), point.doubles[0] ?? 0])
    } else if (kind === 'purge') {
      figures.purges += 1
    }
  }
  const result: MinuteFigures[] = []
  for (const { figures, latencies } of groups.values()) {
    for (const [upstream, values] of latencies) {
      const sorted = [...values].sort((x, y) => x - y)
      const entry = figures.upstream[upstream]
      if (entry) {
        entry.p50Ms = percentile(sorted, 0.5)
        entry.p95Ms = percentile(sorted, 0.95)
      }
    }
    result.push(figures)
  }
  return result.sort((x, y) => y.minute.localeCompare(x.minute) || x.site.localeCompare(y.site))
}
