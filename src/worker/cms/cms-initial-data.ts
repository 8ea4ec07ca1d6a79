import type { InitialData } from '../../lib'

/**
 * The initial data of a locale as the CMS sent it, normalised, and as the upstream cache stores it:
 * with the CMS's own interface texts (often none). A page gets it reduced to what its chrome
 * shows, its texts replaced by the address of the locale's texts file
 * (src/worker/loaders/chrome-data.ts).
 */
export type CmsInitialData = Omit<InitialData, 'textsUrl'> & {
  /** The CMS's texts keyed by message key; the storefront's own are merged in per request. */
  texts: Record<string, string>
}
