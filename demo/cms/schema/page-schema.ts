import { z } from 'zod'
import { elementSchema } from './element-content'
import { fileSchema, i18nItemSchema, navItemSchema } from './field-schemas'

/** A page as the demo CMS answers it: EXT:headless' page JSON plus the project's fields. */

const robots = z.strictObject({ noIndex: z.boolean(), noFollow: z.boolean() })

export const metaSchema = z.strictObject({
  title: z.string().min(1),
  subtitle: z.string(),
  abstract: z.string(),
  description: z.string().min(1),
  keywords: z.string(),
  canonical: z.string(),
  robots,
  author: z.string(),
  authorEmail: z.string(),
  ogTitle: z.string(),
  ogDescription: z.string(),
  ogImage: fileSchema.nullable(),
  twitterTitle: z.string(),
  twitterDescription: z.string(),
  twitterCard: z.enum(['summary', 'summary_large_image']),
  twitterImage: fileSchema.nullable(),
})

export const seoSchema = z.strictObject({
  title: z.string().min(1),
  meta: z.union([
    z.array(
      z.union([
        z.strictObject({ name: z.string().min(1), content: z.string() }),
        z.strictObject({ property: z.string().min(1), content: z.string() }),
      ]),
    ),
    z.record(z.string(), z.string()),
  ]),
  link: z.array(
    z.union([
      z.strictObject({ rel: z.literal('canonical'), href: z.string().startsWith('/') }),
      z.strictObject({
        rel: z.literal('alternate'),
        hreflang: z.string(),
        href: z.string().startsWith('/'),
      }),
    ]),
  ),
  htmlAttrs: z.strictObject({ lang: z.string().min(2), dir: z.enum(['ltr', 'rtl']) }),
  bodyAttrs: z.strictObject({ class: z.string().min(1) }),
})

export const breadcrumbSchema = navItemSchema.omit({ children: true }).extend({
  // A news record's permalink names the record too (EXT:news' detail argument).
  permaLink: z.string().regex(/^(\/[a-z]{2})?\/\?id=\d+(&tx_news_pi1%5Bnews%5D=\d+)?$/),
  exception: z.literal(true).optional(),
})

export const pageSchema = z
  .strictObject({
    id: z.number().int().positive(),
    type: z.literal('Standard'),
    slug: z.string().startsWith('/'),
    media: z.array(fileSchema),
    meta: metaSchema.optional(),
    seo: seoSchema.optional(),
    categories: z.string(),
    breadcrumbs: z.array(breadcrumbSchema).min(1),
    appearance: z.strictObject({
      layout: z.enum(['default', 'layout-1', 'layout-2', 'layout-3']),
      backendLayout: z.string().min(1),
      layoutColor: z.string().min(1),
    }),
    content: z
      .record(z.string().regex(/^colPos\d+$/), z.array(elementSchema))
      .refine((columns) => (columns.colPos0?.length ?? 0) > 0, 'colPos0 has elements'),
    i18n: z.array(i18nItemSchema).min(1),
    themeWorld: z.string().min(1),
    draft: z.boolean(),
    mandatoryText: z.string(),
    popup: z.array(elementSchema),
    ecommerce: z.strictObject({ dynamicBanner: z.boolean(), staticBanner: z.boolean() }),
  })
  .refine((page) => (page.meta === undefined) !== (page.seo === undefined), 'either meta or seo')
