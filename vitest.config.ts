import { defineConfig } from 'vitest/config'

/**
 * Two projects: `unit` runs pure code and React components in Node (components that need a DOM
 * say `// @vitest-environment happy-dom` in their first line); `worker` runs the worker inside
 * workerd through @cloudflare/vitest-pool-workers, with real local KV and D1.
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'demo/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['src/worker/**', 'demo/**/*.worker.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
})
