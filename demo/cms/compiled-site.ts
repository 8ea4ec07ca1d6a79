import type {
  InitialDataJson,
  PageJson,
  RedirectJson,
  StandardInitialDataJson,
  StandardPageJson,
} from './types'

/**
 * A site as the demo CMS serves it, compiled once from its content specs (./assemble.ts) and read
 * by the routes (./resolve.ts and the plugin routes beside it).
 */

/** A page as the site's shape answers it (SiteSpec.shape). */
export type AnyPageJson = PageJson | StandardPageJson
export type AnyInitialDataJson = InitialDataJson | StandardInitialDataJson

export interface CompiledLocale {
  prefix: string
  initialData: AnyInitialDataJson
  errorPage: AnyPageJson
}

export interface CompiledSite {
  locales: CompiledLocale[]
  pages: Map<string, AnyPageJson>
  redirects: Map<string, RedirectJson>
  /** The product detail page of each locale (its path), by the path it serves products under. */
  productDetailPages: Map<string, string>
}
