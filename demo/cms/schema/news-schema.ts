import { z } from 'zod'
import { dateTime, fileSchema, flag, pageLink } from './field-schemas'

/** EXT:news' plugin data as EXT:headless_news serializes it: the list and the detail action. */

/** A news record as EXT:headless_news' list partial writes it. */
const newsItemFields = {
  uid: z.number().int().positive(),
  title: z.string().min(1),
  teaser: z.string().min(1),
  isTopNews: flag,
  crdate: dateTime,
  tstamp: dateTime,
  datetime: dateTime,
  archive: z.literal(''),
  author: z.strictObject({ author: z.string().min(1), authorEmail: z.string() }),
  media: z.array(fileSchema).min(1),
  falRelatedFiles: z.tuple([]),
  categories: z
    .array(
      z.strictObject({
        id: z.number().int().positive(),
        pid: z.number().int().positive(),
        title: z.string().min(1),
        description: z.string(),
        slug: z.string().regex(/^[a-z0-9-]+$/),
      }),
    )
    .min(1),
  tags: z.tuple([]),
  metaData: z.strictObject({
    keywords: z.string(),
    description: z.string(),
    alternativeTitle: z.string(),
  }),
  slug: z.string().startsWith('/'),
  pathSegment: z.string().regex(/^[a-z0-9-]+$/),
}
const newsListItem = z.strictObject(newsItemFields)

export const newsListSchema = z.strictObject({
  pagination: z
    .strictObject({
      first: pageLink,
      last: pageLink,
      prev: pageLink.nullable(),
      next: pageLink.nullable(),
      pages: z.array(
        z.strictObject({
          page: z.string().regex(/^\d+$/),
          link: pageLink,
          current: z.enum(['0', '1']),
        }),
      ),
    })
    .nullable(),
  list: z.array(newsListItem),
  settings: z.strictObject({
    orderBy: z.literal('datetime'),
    orderDirection: z.literal('desc'),
    templateLayout: z.string(),
    action: z.literal('list'),
  }),
  categoryMenu: z.strictObject({
    link: pageLink,
    current: flag,
    categories: z.array(
      z.strictObject({
        id: z.number().int().positive(),
        title: z.string().min(1),
        slug: z.string().min(1),
        link: pageLink,
        current: flag,
      }),
    ),
  }),
})

export const newsDetailSchema = z.strictObject({
  detail: z.strictObject({
    ...newsItemFields,
    bodytext: z.string().min(1),
    canonical: pageLink,
    related: z.array(newsListItem),
  }),
  settings: z.strictObject({ templateLayout: z.string(), action: z.literal('detail') }),
  contentElements: z.tuple([]),
})
