import type { FuzzRequest } from '../request'
import { violation, type Violation } from './violation'

/**
 * What the worker logged while answering: a render that failed on the server (React's onError,
 * src/worker/render/render-route.tsx; an element's error boundary, src/app/Storefront.tsx) is a
 * bug even when the answer looks fine. So, with healthy upstreams, is a failing upstream cache (its
 * background revalidation rightly fails while the CMS is down) and a `[5xx]` line: a server
 * error the status check might not see (a streamed page has sent its 200 already). POST /_report
 * logs the browser's render failure as a 500 by design (src/worker/routes/client-report.ts).
 */
const ALWAYS_A_BUG = [/SSR error/, /\[500\] render /]
const BUG_WITH_HEALTHY_UPSTREAMS = [/upstream cache:/, /\[5\d\d\]/]

const reportsByDesign = (request: FuzzRequest) =>
  request.method.toUpperCase() === 'POST' && new URL(request.url).pathname === '/_report'

export const logViolations = (request: FuzzRequest, lines: readonly string[]): Violation[] =>
  lines.flatMap((line) => {
    const text = line.slice(0, 300)
    if (ALWAYS_A_BUG.some((pattern) => pattern.test(line))) {
      return [violation('no-server-errors-logged', text)]
    }
    const healthy = request.cmsFault === 'none' && !reportsByDesign(request)
    if (healthy && BUG_WITH_HEALTHY_UPSTREAMS.some((pattern) => pattern.test(line))) {
      return [violation('no-server-errors-logged', text)]
    }
    return []
  })
