/**
 * The page render timed inside workerd, the runtime the worker runs in (bench/ssr/measure-workerd.mjs
 * runs it in Miniflare). One POST carries a bootstrap snapshot and how often to render it; the
 * answer holds the time of every timed render.
 *
 * workerd's clock ticks in whole milliseconds (Spectre mitigation; locally it advances without
 * I/O), so one reading is exact to ±1 ms, and a run of consecutive readings adds up to the run's
 * true duration: the caller takes medians of the means of runs.
 */
import { renderPage, type PageSnapshot } from './render-page'

interface MeasureRequest {
  bootstrap: PageSnapshot
  warmup: number
  iterations: number
}

const measure = async ({ bootstrap, warmup, iterations }: MeasureRequest) => {
  let bytes = 0
  for (let i = 0; i < warmup; i += 1) bytes = await renderPage(bootstrap)
  const times: number[] = []
  for (let i = 0; i < iterations; i += 1) {
    const before = performance.now()
    await renderPage(bootstrap)
    times.push(performance.now() - before)
  }
  return { bytes, times }
}

export default {
  async fetch(request: Request): Promise<Response> {
    try {
      return Response.json(await measure((await request.json()) as MeasureRequest))
    } catch (error) {
      return new Response(String(error instanceof Error ? error.stack : error), { status: 500 })
    }
  },
}
