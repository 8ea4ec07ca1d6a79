import * as z from 'zod'
import { lenientText } from '../../lib/media'
import { sanitizeHtml } from '../../lib/sanitize-html'
import type { LinkValue } from '../../lib/page'

/**
 * Lenient field schemas for element content. Editors leave fields empty, EXT:headless sends
 * null, '' or 0/1 for them: these read all of that as a sensible value instead of failing the
 * whole element. Only an element's main payload is strict (see each element's schema).
 */

// Defined beside the file schema in src/lib, which reads the same kind of fields.
export { lenientText } from '../../lib/media'

/** Main text payload: missing or null is empty, but a wrong type fails the element. */
export const bodyText = z
  .string()
  .nullish()
  .transform((value) => value ?? '')

/**
 * Editor HTML (RTE), sanitised here, once per CMS answer, before the page is cached: renders
 * take it as it is (src/lib/rich-text.tsx). Missing or null is empty; another type fails.
 */
export const richText = bodyText.transform(sanitizeHtml)

/** Editor HTML in a field editors may fill with anything: whatever is not text is empty. */
export const lenientRichText = lenientText.transform(sanitizeHtml)

/** TYPO3 checkboxes: 1, '1' or true; anything else is off. */
export const flag = z
  .unknown()
  .optional()
  .transform((value) => value === true || value === 1 || value === '1')

/** An integer select value; junk falls back to `fallback`. */
export const integer = (fallback: number) => z.coerce.number().int().catch(fallback)

/** A list whose broken items are dropped one by one; anything but an array is empty. */
export const lenientList = <T>(item: z.ZodType<T>) =>
  z
    .unknown()
    .optional()
    .transform((value): T[] =>
      Array.isArray(value)
        ? value.flatMap((entry) => {
            const result = item.safeParse(entry)
            return result.success ? [result.data] : []
          })
        : [],
    )

const linkObject = z.object({ href: z.string().min(1), target: lenientText, title: lenientText })

/** A typolink: '' (none), a URL string, or { href, target, title, class, linkText, … }. */
export const linkField = z
  .unknown()
  .optional()
  .transform((value): LinkValue | null => {
    if (typeof value === 'string') return value ? { href: value, target: '', title: '' } : null
    const result = linkObject.safeParse(value)
    return result.success ? result.data : null
  })

const cellText = (cell: unknown) => lenientText.parse(cell).trim()

/**
 * Rows of text cells, the bodytext of table and bullets. EXT:headless sends string[][] (or
 * string[] for plain lists); older versions send TYPO3's raw field: one row a line, cells
 * separated by '|'. Missing is empty; another type fails the element.
 */
export const textRows = z
  .union([z.array(z.unknown()), z.string()])
  .nullish()
  .transform((value): string[][] => {
    const rows =
      typeof value === 'string'
        ? value.split(/\r?\n/).map((line) => line.split('|'))
        : (value ?? [])
    return rows.map((row) => (Array.isArray(row) ? row.map(cellText) : [cellText(row)]))
  })
