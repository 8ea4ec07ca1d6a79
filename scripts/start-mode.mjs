// What `npm start` and `npm run dev` run, as data (scripts/start.mjs carries it out). `npm start`
// serves what production serves: React's production build in the worker and a minified client,
// built once. wrangler substitutes process.env.NODE_ENV in the worker's bundle from its own
// NODE_ENV and defaults to 'development' under `wrangler dev`, React's development build (several
// times slower to render); so the production mode sets it, as the bench does
// (scripts/lib/servers.mjs). `npm run dev` (`--dev`) is the developers' loop: React's development
// build on both sides (component stacks, hydration mismatches named), an unminified client
// rebuilt on every change. Error stacks on the error page follow the registry's ENVIRONMENT.

/** @param {readonly string[]} argv the script's arguments */
export const startModeOf = (argv) => {
  const development = argv.includes('--dev')
  return {
    name: development ? 'development' : 'production',
    nodeEnv: development ? 'development' : 'production',
    buildArgs: development ? ['scripts/build.mjs', '--development'] : ['scripts/build.mjs'],
    // The first build is done by then; the watcher rebuilds on change, wrangler reloads.
    watcherArgs:
      development && !argv.includes('--no-watch')
        ? ['scripts/build.mjs', '--watch', '--skip-first', '--development']
        : null,
  }
}

/**
 * The environment of the build and both wrangler processes.
 * @param {{ nodeEnv: string }} mode
 * @param {Record<string, string | undefined>} base the caller's environment
 */
export const startEnvOf = (mode, base) => ({
  ...base,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  CI: 'true',
  NODE_ENV: mode.nodeEnv,
})
