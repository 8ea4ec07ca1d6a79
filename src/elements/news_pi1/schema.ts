import * as z from 'zod'
import { flag, lenientList, lenientText, richText } from '../shared/fields'
import { headerFields } from '../shared/header-fields'
import {
  newsCategorySchema,
  newsPaginationSchema,
  newsRecordFields,
  newsTeaserSchema,
} from '../shared/news-record'

/**
 * The news plugin (EXT:news `news_pi1`, serialized by EXT:headless_news into `content.data`):
 * `settings.action` says which action ran. 'list' sends the page of records, the pagination and,
 * added by the project's list template, the category menu (EXT:news' category list: each
 * category's link filters the list, `link` of the menu itself shows all). 'detail' sends one
 * record with its body text and, added by the project's detail template, its related records
 * (EXT:news' 'related news'). The health guide is built on it.
 */

const categoryLinkSchema = newsCategorySchema.extend({
  link: z.string().startsWith('/'),
  current: flag,
})

const categoryMenuSchema = z
  .object({
    link: z.string().startsWith('/'),
    current: flag,
    categories: lenientList(categoryLinkSchema),
  })
  .nullish()
  .catch(null)
  .transform((value) => value ?? null)

const listDataSchema = z.object({
  settings: z.object({ action: z.literal('list') }),
  list: lenientList(newsTeaserSchema),
  pagination: newsPaginationSchema,
  categoryMenu: categoryMenuSchema,
})

const NO_META = { keywords: '', description: '' }

export const newsDetailSchema = z.object({
  ...newsRecordFields,
  bodytext: richText,
  metaData: z.object({ keywords: lenientText, description: lenientText }).catch(NO_META),
  related: lenientList(newsTeaserSchema),
})
export type NewsDetail = z.output<typeof newsDetailSchema>

const detailDataSchema = z.object({
  settings: z.object({ action: z.literal('detail') }),
  detail: newsDetailSchema,
})

export const newsSchema = z.object({
  ...headerFields,
  data: z.union([listDataSchema, detailDataSchema]),
})
export type NewsContent = z.output<typeof newsSchema>
export type NewsListData = z.output<typeof listDataSchema>
export type CategoryMenu = NonNullable<NewsListData['categoryMenu']>
