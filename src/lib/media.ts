import * as z from 'zod'
import type { Media } from './page'

/**
 * File references as TYPO3 EXT:headless sends them (its FilesProcessor):
 * `{ publicUrl, properties: { title, alternative, description, mimeType, type, filename, size,
 * dimensions { width, height }, link, extension, … } }`, see ../shared/typo3/page.json.
 * Editors leave most properties null; a file without a publicUrl is no file at all.
 */

/** A Media with the facts that captions, links and download lists need as well. */
export interface CmsFile extends Media {
  description: string
  filename: string
  /** Lower-case, without the dot: 'pdf'. */
  extension: string
  /** Human-readable size as TYPO3 formats it ('579 KB'); '' when unknown. */
  size: string
  /** TYPO3's file type: 'image', 'video', 'audio', 'text', 'application'. */
  type: string
  /** A link the editor set on the file reference; '' when none. */
  link: string
  /**
   * The original file, which the gallery shows scaled down (`url` is the processed one): what
   * 'enlarge on click' opens. Absolute like `url`; '' when unknown.
   */
  originalUrl: string
}

/** A CMS text field: strings as they are, numbers as digits; null, missing or junk as ''. */
export const lenientText = z.union([z.string(), z.number().transform(String)]).catch('')

const dimension = z
  .unknown()
  .optional()
  .transform((value) => {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
    return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.round(n) : null
  })

/** Sizes of other sources may be bytes; shown the way TYPO3 shows them ('1.2 MB'). */
export const formatBytes = (bytes: number): string => {
  const units = ['B', 'KB', 'MB', 'GB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  const rounded = unit === 0 || value >= 10 ? Math.round(value) : Math.round(value * 10) / 10
  return `${rounded} ${units[unit]}`
}

const size = z.union([z.string(), z.number().nonnegative().transform(formatBytes)]).catch('')

/** A typolink arrives as a URL string or, in newer EXT:headless, as { href, … }. */
const link = z
  .union([z.string(), z.object({ href: z.string() }).transform((value) => value.href)])
  .catch('')

const fileProperties = z.object({
  title: lenientText,
  alternative: lenientText,
  description: lenientText,
  mimeType: lenientText,
  type: lenientText,
  filename: lenientText,
  extension: lenientText,
  size,
  link,
  originalUrl: lenientText,
  dimensions: z.object({ width: dimension, height: dimension }).nullable().catch(null),
})

const NO_PROPERTIES = fileProperties.parse({})

const pathOf = (url: string): string => url.split(/[?#]/)[0] ?? ''
const basename = (url: string): string => pathOf(url).split('/').pop() ?? ''
const extensionOf = (url: string): string => /\.([a-z0-9]{1,8})$/i.exec(pathOf(url))?.[1] ?? ''

/**
 * EXT:headless sends `originalUrl` site-relative ('/fileadmin/…') beside an absolute `publicUrl`
 * on the CMS's host: resolved against it, so that it points at the CMS, not at the storefront.
 */
const besides = (url: string, publicUrl: string): string => {
  if (!url) return ''
  try {
    return new URL(url, publicUrl).href
  } catch {
    return url
  }
}

/** One FILE → CmsFile (which is a Media). Fails only without a publicUrl. */
export const fileSchema = z
  .object({
    publicUrl: z.string().min(1),
    properties: fileProperties.nullable().catch(null),
  })
  .transform(({ publicUrl, properties }): CmsFile => {
    const p = properties ?? NO_PROPERTIES
    return {
      url: publicUrl,
      // Always a string: an empty alt marks the image decorative rather than leaving it unnamed.
      alt: p.alternative,
      title: p.title,
      width: p.dimensions?.width ?? null,
      height: p.dimensions?.height ?? null,
      mimeType: p.mimeType,
      description: p.description,
      filename: p.filename || basename(publicUrl),
      extension: (p.extension || extensionOf(publicUrl)).toLowerCase(),
      size: p.size,
      type: p.type || p.mimeType.split('/')[0] || '',
      link: p.link,
      originalUrl: besides(p.originalUrl, publicUrl),
    }
  })

/** One FILE → exactly the page model's Media, for places that keep nothing else. */
export const mediaSchema = fileSchema.transform(
  ({ url, alt, title, width, height, mimeType }): Media => ({
    url,
    alt,
    title,
    width,
    height,
    mimeType,
  }),
)

/** A FILE or nothing: broken references are dropped rather than failing their element. */
export const parseFile = (value: unknown): CmsFile | null => {
  const result = fileSchema.safeParse(value)
  return result.success ? result.data : null
}

/** A FILE[] with the broken entries dropped; anything but an array is an empty list. */
export const parseFileList = (value: unknown): CmsFile[] =>
  Array.isArray(value) ? value.map(parseFile).filter((file) => file !== null) : []

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * PHP sends numbered lists as objects keyed "1", "2", … and an empty one as []. Object.values
 * lists integer keys in ascending order, so the editor's order is kept.
 */
const numberedValues = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : []

/**
 * Gallery rows `{ "1": { columns: { "1": FILE, "2": FILE } } }` → rows of files, in order.
 * Broken files are dropped, and rows left empty with them.
 */
export const galleryRowsToMedia = (rows: unknown): CmsFile[][] =>
  numberedValues(rows)
    .map((row) => parseFileList(numberedValues(isRecord(row) ? row.columns : undefined)))
    .filter((row) => row.length > 0)
