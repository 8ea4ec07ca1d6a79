import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { defineConfig } from 'vitest/config'

// Miniflare would otherwise fetch Cloudflare's cf.json at every start (there is no network here).
process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false'
process.env.WRANGLER_SEND_METRICS = 'false'

/**
 * Four projects: `unit` runs pure code and React components in Node (components that need a DOM
 * say `// @vitest-environment happy-dom` in their first line), recording every react-dom/server
 * render; `unit-preact` runs the component tests again as the browser runs them, on
 * preact/compat (scripts/build.mjs), hydrating the HTML React rendered in `unit`; `worker` runs
 * the worker inside workerd through @cloudflare/vitest-pool-workers, with real local KV and D1 and the upstreams
 * replaced by fakes at `fetch` (test/worker/fake-cms.ts); `demo` runs the demo shop in workerd
 * against its own local D1 (demo/shop/test).
 */
/** In Node, .graphql files load as text, as wrangler's Text rule does in workerd (demo/wrangler.toml). */
const graphqlAsText = {
  name: 'graphql-as-text',
  transform: (code: string, id: string) =>
    id.endsWith('.graphql') ? { code: `export default ${JSON.stringify(code)}`, map: null } : null,
}

const fromRoot = (path: string) => new URL(path, import.meta.url).pathname

/** The browser bundle's aliases (scripts/build.mjs); react-dom/server replays React's HTML. */
const preactForReact = [
  { find: /^react$/, replacement: fromRoot('test/preact/react.mjs') },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: fromRoot('test/preact/replay-server.ts') },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
  // The hydration check's "what the client renders" (src/brands/testing/watch-hydration.tsx).
  {
    find: /^.*\/test\/support\/client-markup$/,
    replacement: fromRoot('test/preact/client-markup.ts'),
  },
]

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [graphqlAsText],
        resolve: { alias: { 'react-dom/server': fromRoot('test/preact/record-server.ts') } },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'demo/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['src/worker/**', 'demo/**/*.worker.test.ts'],
          environment: 'node',
          // Before unit-preact, which replays what this project's React server renders record.
          sequence: { groupOrder: 0 },
          globalSetup: ['./test/preact/clear-recordings.ts'],
        },
      },
      {
        plugins: [graphqlAsText],
        resolve: { alias: preactForReact },
        test: {
          name: 'unit-preact',
          include: ['src/**/*.test.tsx'],
          exclude: ['src/worker/**'],
          environment: 'node',
          setupFiles: ['./test/preact/setup.ts'],
          env: { VITALIS_TEST_RENDERER: 'preact' },
          // zustand's React hooks must resolve `react` through the aliases too.
          server: { deps: { inline: ['zustand'] } },
          sequence: { groupOrder: 1 },
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            main: './src/worker/index.ts',
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
                PURGE_TOKEN: 'test-purge-token',
              },
            },
          })),
        ],
        test: {
          name: 'worker',
          include: ['test/worker/**/*.test.ts', 'src/worker/**/*.test.ts'],
          setupFiles: ['./test/worker/setup.ts'],
        },
      },
      {
        // The demo shop (demo/shop) alone in workerd, with its own D1 database and migrations.
        plugins: [
          cloudflareTest(async () => ({
            main: './demo/shop/test-entry.ts',
            wrangler: { configPath: './demo/shop/wrangler.test.toml' },
            miniflare: {
              bindings: { TEST_MIGRATIONS: await readD1Migrations('./demo/migrations') },
            },
          })),
        ],
        test: {
          name: 'demo',
          include: ['demo/shop/**/*.worker.test.ts'],
          setupFiles: ['./demo/shop/test/setup.ts'],
        },
      },
    ],
  },
})
