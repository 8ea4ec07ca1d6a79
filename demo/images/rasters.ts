import type { Fetcher } from '@cloudflare/workers-types/index.ts'
import { CONTENT_TYPES, type RasterFile, type RasterFormat } from './ladder'

/**
 * The raster photos the build step wrote (scripts/demo-images.mjs) into .build/demo-images/,
 * read through the demo worker's static-assets binding (demo/wrangler.toml, `run_worker_first`:
 * nothing there is served unless the worker answers with it).
 */
export interface RasterBindings {
  /** Absent in plain Node tests (the demo CMS's unit tests): then there are no photos. */
  DEMO_IMAGES?: Fetcher
}

/** index.json: each picture's original path on the demo host, its hash and size. */
export interface RasterIndex {
  original: number
  widths: number[]
  formats: RasterFormat[]
  pictures: Record<string, { hash: string; width: number; height: number }>
}

// Any host: an assets binding serves by path.
const ASSET_ORIGIN = 'http://demo-images.internal'

const loaded = new WeakMap<Fetcher, Promise<RasterIndex | null>>()

/** The index, read once per isolate and binding; null when the build has not written it. */
export const rasterIndex = (env: RasterBindings | undefined): Promise<RasterIndex | null> => {
  const assets = env?.DEMO_IMAGES
  if (!assets) return Promise.resolve(null)
  let index = loaded.get(assets)
  if (!index) {
    index = assets
      .fetch(`${ASSET_ORIGIN}/index.json`)
      .then((res) => (res.ok ? (res.json() as Promise<RasterIndex>) : null))
    loaded.set(assets, index)
  }
  return index
}

/** Forgets the index (the build ran again while the worker kept running), read anew next time. */
const forgetIndex = (env: RasterBindings | undefined): void => {
  if (env?.DEMO_IMAGES) loaded.delete(env.DEMO_IMAGES)
}

/** One built file's bytes, or null when it is not there. */
export const rasterBytes = async (
  env: RasterBindings | undefined,
  file: RasterFile,
): Promise<ArrayBuffer | null> => {
  const res = await env?.DEMO_IMAGES?.fetch(`${ASSET_ORIGIN}/${file.path}`)
  if (!res?.ok) {
    forgetIndex(env)
    return null
  }
  return res.arrayBuffer()
}

/** Built once, never changing under its URL: a year, immutable. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

/** A photo's answer: its type and length, cacheable for a year. */
export const rasterResponse = (
  bytes: ArrayBuffer,
  format: RasterFormat,
  headers: Record<string, string> = {},
): Response =>
  new Response(bytes, {
    headers: {
      'content-type': CONTENT_TYPES[format],
      'content-length': String(bytes.byteLength),
      'cache-control': IMMUTABLE,
      ...headers,
    },
  })

/** The answer while the photos are not built (a fresh clone before `npm run build`). */
export const notBuilt = (): Response =>
  new Response('The demo images are not built: run `npm run build` (scripts/demo-images.mjs).', {
    status: 503,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' },
  })
