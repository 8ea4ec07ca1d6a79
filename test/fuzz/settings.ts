/**
 * The fuzz's fixed settings. One seed for every suite, so a run is
 * reproducible: on a failure fast-check prints `{ seed, path }`; put the suite's title and that
 * path in REPLAY to run the failing request first (and shrink from it), then turn it into a
 * plain regression test (./regressions.test.ts). The worker's state (KV, D1) is emptied before
 * each suite; a failure that needs what earlier requests cached shows again only in a full run.
 */
export const FUZZ_SEED = 20_261_208

/** One failure to replay: `{ suite: 'page requests', path: '1100:1:4' }`; undefined normally. */
export const REPLAY: { suite: string; path: string } | undefined = undefined

/**
 * Requests per suite: 10,700 in all (at least 10,000 asked for), sized so that the whole fuzz
 * stays within about a minute on an idle 2-core machine (README.md of this folder has figures).
 * Through SELF a request costs about five times what it costs through the handler.
 */
export const RUNS = {
  pages: 3000,
  payloads: 1700,
  methods: 1500,
  browserPosts: 1500,
  purge: 1500,
  upstreamFaults: 1200,
  runtimePath: 300,
} as const

/** Generous: a suite takes seconds to tens of seconds; a busy CI machine may take longer. */
export const SUITE_TIMEOUT_MS = 240_000
