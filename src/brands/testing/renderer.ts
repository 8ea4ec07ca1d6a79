/**
 * Whether the component tests run on the browser's renderer (preact/compat, the `unit-preact`
 * project) rather than the worker's React (`unit`); vitest.config.ts sets it per project. For the
 * few tests of what only the browser does. Test-only.
 */
export const onBrowserRenderer =
  (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env
    .VITALIS_TEST_RENDERER === 'preact'
