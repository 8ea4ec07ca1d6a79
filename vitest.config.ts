import { availableParallelism } from 'node:os'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { defineConfig } from 'vitest/config'

// Miniflare would otherwise fetch Cloudflare's cf.json at every start (there is no network here).
process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false'
process.env.WRANGLER_SEND_METRICS = 'false'

/**
 * Three projects: `unit` runs pure code and React components in Node (components that need a DOM
 * say `// @vitest-environment happy-dom` in their first line), with React on both sides as in
 * production: react-dom/server renders, react-dom/client hydrates; `worker` runs the worker
 * inside workerd through @cloudflare/vitest-pool-workers, with real local KV and D1 and the
 * upstreams replaced by fakes at `fetch` (test/worker/fake-cms.ts); `demo` runs the demo shop in
 * workerd against its own local D1 (demo/shop/test).
 */
/** In Node, .graphql files load as text, as wrangler's Text rule does in workerd (demo/wrangler.toml). */
const graphqlAsText = {
  name: 'graphql-as-text',
  transform: (code: string, id: string) =>
    id.endsWith('.graphql') ? { code: `export default ${JSON.stringify(code)}`, map: null } : null,
}

export default defineConfig({
  test: {
    // At least two files at a time, where Vitest's default (one less than the cores) takes one on
    // a 2-core machine: a workerd test file spends most of its time loading its fresh isolate's
    // modules, which waits on Vite in Node (the pool's module fallback service), and one file at
    // a time leaves a core idle. 36 workerd files here: 241 s one at a time, 178 s two at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        plugins: [graphqlAsText],
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'demo/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'test/lint/**/*.test.ts',
          ],
          exclude: ['src/worker/**', 'demo/**/*.worker.test.ts'],
          environment: 'node',
          // Tests assert behaviour, never speed: on a loaded 2-core CI machine a test that walks
          // every demo site's pages takes several times its quiet 3 s.
          testTimeout: 20_000,
          setupFiles: ['./test/support/german-texts-by-default.ts'],
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
                // The demo shop's below: what the shop signs, the storefront confirms.
                CHECKOUT_SIGNING_SECRET: 'test-checkout-signing-secret',
                // Each test sees its own fake CMS and shop; test/worker/edge-*.test.ts turn it on.
                EDGE_CACHE: 'off',
              },
            },
          })),
        ],
        test: {
          name: 'worker',
          include: [
            'test/worker/**/*.test.ts',
            'test/faults/**/*.test.ts',
            'test/fuzz/**/*.test.ts',
            'src/worker/**/*.test.ts',
          ],
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
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations('./demo/migrations'),
                CHECKOUT_SIGNING_SECRET: 'test-checkout-signing-secret',
              },
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
