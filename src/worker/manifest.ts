import manifest from '../../build/manifest.json'

/**
 * What `scripts/build.mjs` built for the browser: the hashed client bundle, its static imports,
 * one stylesheet per brand, and the build id that check-version and payload URLs compare.
 */
export interface BuildManifest {
  buildId: string
  client: string
  preloads: string[]
  css: Record<string, string>
}

export const buildManifest: BuildManifest = manifest
