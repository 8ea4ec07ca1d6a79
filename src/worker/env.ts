import type { D1Database, Fetcher, KVNamespace, Queue } from '@cloudflare/workers-types/index.ts'
import type { SiteConfig } from '../brands/sites'
import type { RequestClients } from './clients/request-clients'
import type { RequestLog } from './reporting/request-log'
import type { ShownRoute } from './page-cache/edge-store'
import type { MetricsDataset } from './metrics/metrics'
import type { RequestFigures } from './metrics/request-figures'

/** Bindings of wrangler.toml, plus secrets (`wrangler secret put`, or .dev.vars locally). */
export interface Env {
  /** 'development' | 'staging' | 'production': development shows stacks and placeholders. */
  ENVIRONMENT: string
  /** The sites registry (src/brands/sites.ts), as wrangler hands over [vars.SITES]. */
  SITES: unknown
  UPSTREAM_CACHE: KVNamespace
  DB: D1Database
  ASSETS: Fetcher
  /**
   * Purges too large for one invocation go on here in batches (src/worker/purge/purge-queue.ts);
   * this worker is the queue's producer and its consumer.
   */
  PURGE_QUEUE: Queue<{ job: number }>
  /**
   * Secret: a bearer token for the purge API and page, logged as 'default'. Editors and hooks
   * get one each as PURGE_TOKEN_<NAME> (src/worker/purge/editor-tokens.ts), logged by name.
   */
  PURGE_TOKEN?: string
  /**
   * 'off' switches the edge cache off (src/worker/page-cache/edge-cache.ts): every request renders.
   * An operator's switch for tracking a fault down; the worker tests' default, so that each test
   * sees its own fake CMS and shop (the edge cache's own tests turn it on).
   */
  EDGE_CACHE?: string
  /**
   * Workers Analytics Engine: the storefront's figures per site and minute (src/worker/metrics/;
   * the queries in docs/operations.md). A no-op in `wrangler dev`, which keeps them in the
   * isolate instead (`npm run stats`).
   */
  METRICS?: MetricsDataset
  /**
   * Secret: the key the shop host signs its checkout returns with (HMAC-SHA-256,
   * src/worker/checkout/); the same value as the shop's. Without it no order is confirmed: the
   * success page shows none and nothing is tracked as revenue.
   */
  CHECKOUT_SIGNING_SECRET?: string
  /** Secret: Sentry DSN; reporting is off without it. */
  SENTRY_DSN?: string
  /**
   * Secret: an API token with the zone permission "Cache Purge": purges then reach every data
   * center (src/worker/purge/global/). Without it they clear the data center they run in.
   */
  CLOUDFLARE_API_TOKEN?: string
  /** Secret: the zone of every site; `CLOUDFLARE_ZONE_ID_<SITE>` for a site in another zone. */
  CLOUDFLARE_ZONE_ID?: string
  /** Where the zone purge API is: Cloudflare's unless set (the demo's stand-in locally). */
  CLOUDFLARE_API_BASE?: string
}

export interface Variables {
  /** The request's id (requestId()): in every log line, the X-Request-Id header and Sentry. */
  requestId: string
  log: RequestLog
  site: SiteConfig
  locale: string
  /** Path prefix of the locale: '' for the default locale, '/en' otherwise. */
  localePrefix: string
  isBot: boolean
  /** Per-response CSP nonce. */
  nonce: string
  /** The request's IO clients (requestClients()). */
  clients: RequestClients
  /**
   * Set on `<path>/_payload.json` and the texts files (payloadRequest()), which the client
   * fetches: errors answer JSON, not a page.
   */
  isPayloadRequest?: boolean
  /** What the page or payload route showed: the edge cache indexes a stored answer by it. */
  shownRoute?: ShownRoute
  /** What the request did, for the figures (requestMetrics()). */
  figures?: RequestFigures
}

export interface AppEnv {
  Bindings: Env
  Variables: Variables
}
