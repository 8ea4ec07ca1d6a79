import type { PublicSite } from '../brands/sites'
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
  /**
   * The text of every translate call the server's render made, by translationKey: the browser's
   * first render shows the same texts without i18next (src/app/services/translations.ts).
   */
  translations: Record<string, string>
}

export const BOOTSTRAP_ELEMENT_ID = '__BOOTSTRAP__'

const PAYLOAD_KINDS = new Set(['page', 'redirect', 'not-found'])
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The browser reads the snapshot its own worker wrote into the same response, from data the
 * worker parsed with zod at its boundaries (CMS answers, KV entries, cookies). So it checks only
 * that the envelope is the worker's, without a parser: zod would add ~7 KB to every first page
 * for a check that could only fail if the document itself was altered (README, Decisions). The
 * worker tests parse every rendered snapshot with the full schema (test/worker/render.test.ts).
 */
export const parseBootstrap = (raw: unknown): Bootstrap => {
  const valid =
    isRecord(raw) &&
    typeof raw.buildId === 'string' &&
    raw.buildId !== '' &&
    typeof raw.path === 'string' &&
    raw.path.startsWith('/') &&
    isRecord(raw.site) &&
    isRecord(raw.initialData) &&
    isRecord(raw.payload) &&
    PAYLOAD_KINDS.has(raw.payload.kind as string)
  if (!valid) throw new Error('The page snapshot is not one this storefront wrote')
  return {
    ...raw,
    translations: isRecord(raw.translations) ? raw.translations : {},
  } as unknown as Bootstrap
}
