import type { D1Migration } from '@cloudflare/vitest-pool-workers'
import type { Env } from '../../src/worker/env'

declare global {
  namespace Cloudflare {
    interface Env extends import('../../src/worker/env').Env {
      TEST_MIGRATIONS: D1Migration[]
    }
  }
}
export type { Env }
