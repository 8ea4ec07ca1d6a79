/**
 * The demo's raster pictures and Cloudflare's image transformations over them: what
 * the build step writes for every picture (scripts/demo-images.mjs) and which of those files the
 * demo worker answers for a `/cdn-cgi/image/<options>/<source>` request (transform.ts). Pure: the
 * build (Node) and the worker (workerd) share it.
 */
import { IMAGE_WIDTHS } from '../../src/lib/images/responsive-image'

/** The width of every original, as a real shop's product photo (a JPEG, the transformation's source). */
export const ORIGINAL_WIDTH = 2000

/**
 * The widths the storefront asks for (`width=<w>`, its one ladder), each built ahead in every
 * ladder format. Cloudflare resizes to any width; the stand-in builds exactly these.
 */
export const LADDER_WIDTHS = IMAGE_WIDTHS

export type RasterFormat = 'avif' | 'webp' | 'jpeg'

/**
 * The formats built for every ladder width. No AVIF: encoding it costs several times WebP's
 * time per picture, and the whole first build must stay within a minute on a 2-core machine.
 */
export const LADDER_FORMATS: readonly RasterFormat[] = ['webp', 'jpeg']

export const EXTENSIONS: Record<RasterFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' }

export const CONTENT_TYPES: Record<RasterFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
}

/** One file of a picture, relative to the build folder (the worker's assets). */
export interface RasterFile {
  width: number
  format: RasterFormat
  path: string
}

/** A picture's files live under r/<hash of its drawing and the build's settings>/. */
export const rasterDir = (hash: string): string => `r/${hash}`

/** The original: ORIGINAL_WIDTH wide, JPEG. */
export const originalFile = (hash: string): RasterFile => ({
  width: ORIGINAL_WIDTH,
  format: 'jpeg',
  path: `${rasterDir(hash)}/${ORIGINAL_WIDTH}.jpg`,
})

/** Every file the build writes for one picture: the original, then each width in each format. */
export const rasterPlan = (
  hash: string,
  formats: readonly RasterFormat[] = LADDER_FORMATS,
): RasterFile[] => [
  originalFile(hash),
  ...LADDER_WIDTHS.flatMap((width) =>
    formats.map((format) => ({
      width,
      format,
      path: `${rasterDir(hash)}/${width}.${EXTENSIONS[format]}`,
    })),
  ),
]

/**
 * The ladder width answered for a requested one: the smallest built width at least as wide, the
 * widest when none is (a picture is never scaled up, and none is wider than its original).
 */
export const ladderWidthFor = (requested: number | null): number =>
  LADDER_WIDTHS.find((width) => requested !== null && width >= requested) ??
  LADDER_WIDTHS[LADDER_WIDTHS.length - 1]!

/**
 * The format answered: `format=auto` (or none) takes the best the browser accepts of those built,
 * AVIF before WebP before JPEG, as Cloudflare does; an explicit format is honoured when built,
 * else JPEG.
 */
export const formatFor = (
  asked: RasterFormat | 'auto' | null,
  accept: string,
  built: readonly RasterFormat[] = LADDER_FORMATS,
): RasterFormat => {
  if (asked !== null && asked !== 'auto') return built.includes(asked) ? asked : 'jpeg'
  const accepted = accept.toLowerCase()
  if (built.includes('avif') && accepted.includes('image/avif')) return 'avif'
  if (built.includes('webp') && accepted.includes('image/webp')) return 'webp'
  return 'jpeg'
}

/** The options of a transformation URL the demo honours or tolerates. */
export interface TransformOptions {
  /** Device pixels: `width` × `dpr`, or null when no width was asked. */
  width: number | null
  format: RasterFormat | 'auto' | null
}

const FITS = new Set(['scale-down', 'contain', 'cover', 'crop', 'pad', 'squeeze'])
const FORMATS: Record<string, RasterFormat | 'auto'> = {
  auto: 'auto',
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpeg',
  'baseline-jpeg': 'jpeg',
}
const QUALITIES = new Set(['high', 'medium-high', 'medium-low', 'low'])

const positiveNumber = (value: string, max: number): number | null => {
  if (!/^\d+(?:\.\d+)?$/.test(value)) return null
  const number = Number(value)
  return number > 0 && number <= max ? number : null
}

/**
 * Parses Cloudflare's comma-separated options (`width=640,format=auto,fit=scale-down`): `width`
 * (or `w`), `format` (`f`), `fit`, `quality` (`q`) and `dpr`; quality and fit change nothing in
 * a prebuilt ladder and are only checked. An unknown option or value is an error, as it is for
 * Cloudflare (error 9401): the message says which.
 */
export const parseTransformOptions = (
  text: string,
): { ok: true; options: TransformOptions } | { ok: false; error: string } => {
  let width: number | null = null
  let dpr = 1
  let format: TransformOptions['format'] = null
  for (const part of text.split(',')) {
    const match = /^([a-z-]+)=(.+)$/.exec(part.trim())
    if (!match) return { ok: false, error: `invalid option "${part}"` }
    const [, name, value] = match as unknown as [string, string, string]
    switch (name) {
      case 'width':
      case 'w': {
        const parsed = positiveNumber(value, 12000)
        if (parsed === null) return { ok: false, error: `invalid width "${value}"` }
        width = parsed
        break
      }
      case 'dpr': {
        const parsed = positiveNumber(value, 10)
        if (parsed === null) return { ok: false, error: `invalid dpr "${value}"` }
        dpr = parsed
        break
      }
      case 'format':
      case 'f': {
        const parsed = FORMATS[value]
        if (parsed === undefined) return { ok: false, error: `unsupported format "${value}"` }
        format = parsed
        break
      }
      case 'fit':
        if (!FITS.has(value)) return { ok: false, error: `invalid fit "${value}"` }
        break
      case 'quality':
      case 'q':
        if (positiveNumber(value, 100) === null && !QUALITIES.has(value))
          return { ok: false, error: `invalid quality "${value}"` }
        break
      default:
        return { ok: false, error: `unknown option "${name}"` }
    }
  }
  return { ok: true, options: { width: width === null ? null : Math.ceil(width * dpr), format } }
}

/** The original's size of a drawing `width` × `height`: ORIGINAL_WIDTH wide, the same aspect. */
export const rasterSize = (width: number, height: number): { width: number; height: number } => ({
  width: ORIGINAL_WIDTH,
  height: Math.round((ORIGINAL_WIDTH * height) / width),
})
