// The part of @cloudflare/vitest-pool-workers' `cloudflare:test` module the demo shop tests use,
// typed without the global Workers types (the project imports those explicitly).
declare module 'cloudflare:test' {
  import type { D1Migration } from '@cloudflare/vitest-pool-workers'
  import type { D1Database } from '@cloudflare/workers-types/index.ts'

  export const env: {
    SHOP_DB: D1Database
    TEST_MIGRATIONS: D1Migration[]
    CHECKOUT_SIGNING_SECRET?: string
  }
  export const SELF: { fetch(input: string | Request, init?: RequestInit): Promise<Response> }
  export function applyD1Migrations(
    db: D1Database,
    migrations: D1Migration[],
    migrationsTableName?: string,
  ): Promise<void>
}
