import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { defineConfig } from 'vitest/config'

// Miniflare would otherwise fetch Cloudflare's cf.json at every start (there is no network here).
process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false'
process.env.WRANGLER_SEND_METRICS = 'false'

/**
 * Two projects: `unit` runs pure code and React components in Node (components that need a DOM
 * say `// @vitest-environment happy-dom` in their first line); `worker` runs the worker inside
 * workerd through @cloudflare/vitest-pool-workers, with real local KV and D1 and the upstreams
 * replaced by fakes at `fetch` (test/worker/fake-cms.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'demo/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['src/worker/**', 'demo/**/*.worker.test.ts'],
          environment: 'node',
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
    ],
  },
})
