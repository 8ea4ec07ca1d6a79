// Types of the test environment: the worker's bindings plus the migrations vitest.config.ts hands in.
declare namespace Cloudflare {
  interface Env {
    ENVIRONMENT: string
    SITES: unknown
    PAGE_CACHE: KVNamespace
    DB: D1Database
    ASSETS: Fetcher
    PURGE_TOKEN?: string
    TEST_MIGRATIONS: import('@cloudflare/vitest-pool-workers').D1Migration[]
  }
}
