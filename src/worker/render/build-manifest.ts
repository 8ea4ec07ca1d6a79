import manifest from '../../../build/manifest.json'

/**
 * What `scripts/build.mjs` built for the browser: the hashed client bundle, its static imports,
 * one stylesheet per brand, and the build id that check-version and payload URLs compare.
 */
export interface BuildManifest {
  buildId: string
  client: string
  preloads: string[]
  /** CType → its component's chunk and that chunk's own imports, to preload with a page. */
  elements: Record<string, string[]>
  /** The cart cookie's parser and its imports, to preload for a shopper who has a cart. */
  cartCookie: string[]
  /** The gates of late elements and their imports, to preload for a page that has some. */
  lateHydration: string[]
  css: Record<string, string>
}

export const buildManifest: BuildManifest = manifest
