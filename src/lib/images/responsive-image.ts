/**
 * Responsive images through Cloudflare Image transformations' URL scheme
 * (https://developers.cloudflare.com/images/transform-images/transform-via-url/):
 * `<zone>/cdn-cgi/image/<options>/<source image>`, the source an absolute URL, not encoded.
 * A site that has transformations on its zone names where they are served (`images.transform`
 * in the sites registry: '' for the storefront's own zone); each image then gets a `srcset` of
 * the widths below and the browser picks by the `sizes` its layout states. Without a transform
 * an image is the upstream's file as it is.
 */

/**
 * The widths every image may be asked for: a fixed ladder, so a photo has at most eight
 * transformations (Cloudflare bills each unique one, and caches it) and the edge cache is shared
 * by every page that shows it. 160 covers a 96 px thumbnail at 1.5x, 1920 a full-width hero on a
 * desktop. 800 is there for a phone's full-width picture: a 412 px screen at 1.75x needs 665 px,
 * which would otherwise take the 960 (about 15 KB of WebP for a packshot instead of 11, past the
 * 14.6 KB a new connection's first round trip carries).
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 960, 1280, 1920] as const

/** The width of `src` for a browser without srcset, and of a transform's fallback. */
const FALLBACK_WIDTH = 640

export interface ImageTransform {
  /** Origin the transformations are served on, '' for the page's own zone. */
  baseUrl: string
}

export interface ImageSources {
  src: string
  srcSet?: string
}

/**
 * Sources a transformation can take: http(s) URLs and site-absolute paths of raster images. A
 * vector image (SVG) is sharp at every width and stays as it is, as does a data: URL.
 */
const transformable = (source: string): boolean =>
  /^(https?:\/\/[^/]|\/[^/])/i.test(source) && !/\.svgz?(?:[?#]|$)/i.test(source)

/** One width of a source: `width=…,format=auto,fit=scale-down` (never wider than the original). */
export const transformedUrl = (transform: ImageTransform, source: string, width: number): string =>
  `${transform.baseUrl}/cdn-cgi/image/width=${width},format=auto,fit=scale-down/${source}`

/**
 * `src` and `srcset` of an image. `intrinsicWidth`, where known, leaves out the widths above it
 * (a transformation would only repeat the original).
 */
export const responsiveSources = (
  transform: ImageTransform | undefined,
  source: string,
  intrinsicWidth?: number | null,
): ImageSources => {
  if (!transform || !transformable(source)) return { src: source }
  const largest = intrinsicWidth && intrinsicWidth > 0 ? intrinsicWidth : Infinity
  const widths = IMAGE_WIDTHS.filter((width) => width <= largest)
  const ladder = widths.length > 0 ? widths : [IMAGE_WIDTHS[0]]
  const fallback = ladder.filter((width) => width <= FALLBACK_WIDTH).at(-1) ?? ladder[0]
  return {
    src: transformedUrl(transform, source, fallback ?? IMAGE_WIDTHS[0]),
    srcSet: ladder
      .map((width) => `${transformedUrl(transform, source, width)} ${width}w`)
      .join(', '),
  }
}
