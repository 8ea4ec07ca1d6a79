import * as z from 'zod/mini'
import type { PublicSite } from '../brands/sites'
import type { CatalogueSnapshot } from '../cart'
import type { InitialData, PagePayload } from '../lib/page'

/**
 * The one snapshot that drives both renders (DESIGN.md section 4): the worker renders
 * <Storefront data={bootstrap}/> and embeds the same object for hydration. It holds public data
 * only: no upstream credential, no secret, no other user's data.
 */
export interface RenderError {
  status: number
  message: string
  /** Only in development builds. */
  stack: string | null
}

export interface Bootstrap {
  buildId: string
  dev: boolean
  site: PublicSite
  locale: string
  /** The request path as the shopper sees it (locale prefix included, no trailing slash). */
  path: string
  /** The page's origin, for absolute canonical and alternate links. */
  origin: string
  payload: PagePayload
  initialData: InitialData
  error: RenderError | null
  /** The shop's products, for pages that show them (prices in the HTML); null elsewhere. */
  catalogue: CatalogueSnapshot | null
}

export const BOOTSTRAP_ELEMENT_ID = '__BOOTSTRAP__'

/**
 * The browser checks the envelope; the worker built the contents with the same types (and parsed
 * every CMS element's content before caching). zod/mini: this runs on every page load.
 */
const bootstrapSchema = z.object({
  buildId: z.string().check(z.minLength(1)),
  dev: z.boolean(),
  site: z.looseObject({ id: z.string(), brand: z.string(), locales: z.array(z.unknown()) }),
  locale: z.string(),
  path: z.string().check(z.startsWith('/')),
  origin: z.string(),
  payload: z.looseObject({
    kind: z.enum(['page', 'redirect', 'not-found']),
    status: z.number(),
  }),
  initialData: z.looseObject({
    navigation: z.array(z.unknown()),
    texts: z.record(z.string(), z.string()),
  }),
  error: z.nullable(
    z.object({ status: z.number(), message: z.string(), stack: z.nullable(z.string()) }),
  ),
  catalogue: z._default(
    z.nullable(
      z.object({
        products: z.record(z.string(), z.looseObject({ sku: z.string() })),
      }),
    ),
    null,
  ),
})

export const parseBootstrap = (raw: unknown): Bootstrap =>
  bootstrapSchema.parse(raw) as unknown as Bootstrap
