import type { DataPoint } from './data-points'
import { keepLocally } from './local-figures'

/** What the worker needs of an Analytics Engine dataset binding. */
export interface MetricsDataset {
  writeDataPoint(point: DataPoint): void
}

export interface MetricsSink {
  write(points: readonly DataPoint[]): void
}

/**
 * Where the figures go: the METRICS dataset (wrangler.toml `analytics_engine_datasets`) where
 * it is bound, and the isolate's own record in development (./local-figures.ts). A write never
 * fails a request: Analytics Engine refuses past 250 points an invocation, and figures are not
 * worth a shopper's page.
 */
export const metricsSinkOf = (
  env: { METRICS?: MetricsDataset; ENVIRONMENT: string },
  now: () => number = () => Date.now(),
): MetricsSink => ({
  write: (points) => {
    for (const point of points) {
      try {
        env.METRICS?.writeDataPoint(point)
      } catch (error) {
        console.error('[metrics] a data point was not written:', error)
        return
      }
      if (env.ENVIRONMENT === 'development') keepLocally(point, now())
    }
  },
})
