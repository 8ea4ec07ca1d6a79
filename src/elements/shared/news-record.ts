import * as z from 'zod'
import { parseFileList } from '../../lib/media'
import { flag, lenientList, lenientText } from './fields'

/**
 * An EXT:news record as EXT:headless_news serializes it in the list and detail actions of the
 * news plugin (Resources/Private/News/Templates/News/List.html, Detail.html: uid, title, teaser,
 * datetime, author { author, authorEmail }, media, categories, metaData, `slug` = the detail
 * URL that n:link builds). The project's TYPO3 writes `datetime` as 'Y-m-d H:i:s' (UTC), the
 * date format of SPEC.md section 9, instead of headless_news' default 'M d Y'. Shared by every
 * news-style record (guide articles, recipes, jobs): each adds its own fields to these.
 * Editors leave fields empty: everything but uid, title and slug has a sensible default.
 */

/** A news category (headless_news' Categories partial: id, pid, title, description, slug). */
export const newsCategorySchema = z.object({
  id: z.coerce.number().int(),
  title: z.string().min(1),
  slug: lenientText,
})
export type NewsCategory = z.output<typeof newsCategorySchema>

const NO_AUTHOR = { author: '', authorEmail: '' }

/** The fields of a record that a teaser and the detail both show. */
export const newsRecordFields = {
  uid: z.coerce.number().int(),
  title: z.string().min(1),
  teaser: lenientText,
  /** 'yyyy-MM-dd HH:mm:ss', UTC; '' when the editor left it empty. */
  datetime: lenientText,
  author: z.object({ author: lenientText, authorEmail: lenientText }).catch(NO_AUTHOR),
  /** The detail page's URL: site-relative, as n:link writes it with uriOnly. */
  slug: z.string().startsWith('/'),
  media: z.unknown().optional().transform(parseFileList),
  categories: lenientList(newsCategorySchema),
  isTopNews: flag,
}

export const newsTeaserSchema = z.object(newsRecordFields)
export type NewsTeaser = z.output<typeof newsTeaserSchema>

/** One entry of headless_news' pagination (List/Pagination.html): page number, link, current. */
const pageLinkSchema = z.object({
  page: z.coerce.number().int().positive(),
  link: z.string().startsWith('/'),
  current: flag,
})

const optionalLink = z
  .string()
  .startsWith('/')
  .nullish()
  .catch(null)
  .transform((value) => value ?? null)

/**
 * The list's pagination: links the CMS built (they keep the list's other query parameters), so
 * the storefront never guesses the CMS's paging arguments. Null without pages to link.
 */
export const newsPaginationSchema = z
  .object({
    prev: optionalLink,
    next: optionalLink,
    pages: lenientList(pageLinkSchema),
  })
  .nullish()
  .catch(null)
  .transform((value) => value ?? null)
export type NewsPagination = z.output<typeof newsPaginationSchema>
