// The load mix of `npm run load` (scripts/lib/load.mjs), shorter: autocannon, 16 connections,
// cached pages of four brands, payloads and version checks, a purge every 3 s. It records what
// `npm run load` prints, so that a slower worker or a failing request under load shows in the
// bench's results.
//
// At most 10 s, not 30, and only in the time the bench has left: without this figure a whole
// run already takes about 280 s of its 285 s limit on this 2-core machine, and a run over the
// limit is aborted and fails. So the load runs for what is left after the figures still to come,
// at least MIN_S, or is not measured and says why (`npm run load` measures it on its own).
import { LOAD_DEFAULTS, runLoad } from '../../scripts/lib/load.mjs'
import { budgeted, failed, info } from '../lib/table.mjs'

export const BENCH_LOAD_S = 10
const MIN_S = 5
/** Building the mix, warming its 21 URLs and checking the token, before the load starts. */
const WARM_S = 4
/**
 * What the bench does after this figure: stop the servers and, in a whole run, the in-process
 * SSR render figure (about 45 s on this machine with other work running).
 */
const AFTER_WITH_SSR_S = 55
const AFTER_WITHOUT_SSR_S = 8

const { connections } = LOAD_DEFAULTS

/**
 * The seconds a whole bench keeps back for this figure and what follows it, so that the figures
 * before it (Lighthouse's later rounds) leave the load its full BENCH_LOAD_S.
 */
export const loadReserveSeconds = ({ ssrFollows }) =>
  BENCH_LOAD_S + WARM_S + (ssrFollows ? AFTER_WITH_SSR_S : AFTER_WITHOUT_SSR_S)

/** What a bench without the load figure keeps back for the SSR figure (and the stop before it). */
export const ssrReserveSeconds = () => AFTER_WITH_SSR_S

/** The seconds of load the time left allows, or 0 when not even MIN_S fit. */
export const benchLoadSeconds = ({ secondsLeft, ssrFollows }) => {
  const after = ssrFollows ? AFTER_WITH_SSR_S : AFTER_WITHOUT_SSR_S
  const fits = Math.floor(secondsLeft - after - WARM_S)
  return fits < MIN_S ? 0 : Math.min(BENCH_LOAD_S, fits)
}

const kindsNote = (kinds) =>
  Object.entries(kinds)
    .map(
      ([kind, { requests, latency }]) =>
        `${kind} ${requests} (p50 ${latency.p50} / p99 ${latency.p99} ms)`,
    )
    .join(', ')

const rowsOf = (figures, seconds) => {
  const { latency, purges } = figures
  const errors = budgeted({
    id: 'load.errors',
    figure: 'Load mix: failed requests and purges',
    value: figures.failures,
    unit: '',
    display: String(figures.failures),
    op: '<=',
    limit: 0,
    budgetText: '0',
    note: figures.problems.length > 0 ? figures.problems.join('; ') : null,
  })
  return [
    {
      ...info({
        id: 'load.rps',
        figure: `Load mix, ${seconds} s × ${connections} connections (npm run load: 30 s)`,
        value: figures.requestsPerSecond,
        unit: 'req/s',
        display: `${figures.requestsPerSecond.toFixed(1)} req/s (${figures.requests} requests)`,
        note:
          `autocannon through wrangler dev, KV warm; by kind: ${kindsNote(figures.kinds)}; ` +
          `${purges.count} purges, ${purges.removed} KV entries removed`,
      }),
      // The whole of what npm run load prints, per kind included, for the JSON.
      load: figures,
    },
    info({
      id: 'load.latency',
      figure: 'Load mix latency p50 / p90 / p99 / max',
      value: latency.p50,
      unit: 'ms',
      display: `${latency.p50} / ${latency.p90} / ${latency.p99} / ${latency.max} ms`,
    }),
    // Problems other than failed requests (no purge removed anything) fail the row too.
    { ...errors, holds: errors.holds && figures.problems.length === 0 },
  ]
}

const notMeasured = (secondsLeft) =>
  info({
    id: 'load.rps',
    figure: 'Load mix (npm run load, shortened)',
    display: `not measured: ${Math.floor(secondsLeft)} s left of the bench's limit`,
    note:
      `the load needs ${MIN_S + WARM_S} s and the figures after it about ` +
      `${AFTER_WITH_SSR_S} s; run npm run load (30 s) or npm run bench -- --only=load`,
  })

/**
 * `secondsLeft`: until the bench's time limit; `ssrFollows`: whether the SSR figure still runs
 * after this one.
 */
export const measureLoad = async ({ origin, purgeToken, secondsLeft, ssrFollows }) => {
  const seconds = benchLoadSeconds({ secondsLeft, ssrFollows })
  if (seconds === 0) return [notMeasured(secondsLeft)]
  try {
    if (!purgeToken) throw new Error('no purge token: the servers were not started by the bench')
    const figures = await runLoad({ origin, purgeToken, durationS: seconds, connections })
    return rowsOf(figures, seconds)
  } catch (error) {
    return [failed({ id: 'load.rps', figure: 'Load mix', error, budgetText: '0 errors' })]
  }
}
