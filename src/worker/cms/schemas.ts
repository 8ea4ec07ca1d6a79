import * as z from 'zod'

/**
 * zod schemas of what TYPO3 EXT:headless answers (../shared/typo3/, schema-page.json). They are
 * lenient where editors leave fields empty (TYPO3 sends '' or 0 for "unset") and strict where a
 * wrong shape means the answer is broken: such an answer becomes an error page, never a cached page.
 */

/** TYPO3 sends flags as 0/1, booleans, or '' for unset. */
const flag = z
  .union([z.boolean(), z.number(), z.string()])
  .optional()
  .transform((value) => value === true || value === 1 || value === '1')

const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value == null ? '' : String(value)))

export const fileSchema = z.object({
  publicUrl: z.string(),
  properties: z
    .object({
      title: text,
      alternative: text,
      description: text,
      mimeType: text,
      dimensions: z.object({ width: z.number().nullish(), height: z.number().nullish() }).nullish(),
    })
    .partial()
    .prefault({}),
})
export type CmsFile = z.infer<typeof fileSchema>

/** A media field is a file, a URL string, or empty. */
const mediaField = z.union([fileSchema, z.string(), z.null(), z.array(z.unknown())]).optional()

export interface CmsNavItem {
  title: string
  link: string
  target: string
  active: boolean
  current: boolean
  children: CmsNavItem[]
}

export const navItemSchema: z.ZodType<CmsNavItem, unknown> = z.lazy(() =>
  z.object({
    title: text,
    link: z.string(),
    target: text,
    active: flag,
    current: flag,
    children: z.array(navItemSchema).default([]),
  }),
)

export const languageSchema = z.object({
  languageId: z.number().int(),
  title: text,
  twoLetterIsoCode: z.string(),
  hreflang: text,
  direction: z.enum(['ltr', 'rtl', '']).catch('ltr').default('ltr'),
  link: z.string(),
  active: flag,
  available: flag,
})

export const breadcrumbSchema = z.object({
  title: text,
  link: z.string(),
  permaLink: z.string().optional(),
  current: flag,
  exception: flag,
})

export const contentElementSchema = z.object({
  id: z.number().int(),
  type: z.string().min(1),
  colPos: z.number().int().default(0),
  appearance: z
    .object({
      layout: text,
      frameClass: text,
      spaceBefore: text,
      spaceAfter: text,
    })
    .partial()
    .prefault({}),
  content: z.record(z.string(), z.unknown()).catch({}),
})

const metaSchema = z
  .object({
    title: text,
    subtitle: text,
    description: text,
    author: text,
    canonical: text,
    robots: z.object({ noIndex: flag, noFollow: flag }).partial().prefault({}),
    ogTitle: text,
    ogDescription: text,
    ogImage: mediaField,
    twitterTitle: text,
    twitterDescription: text,
    twitterCard: text,
    twitterImage: mediaField,
  })
  .partial()

/** Newer EXT:headless: `seo` replaces `meta` (title, meta tags, link tags, html/body attributes). */
const seoSchema = z
  .object({
    title: text,
    meta: z
      .union([
        z.array(
          z.object({ name: z.string().optional(), property: z.string().optional(), content: text }),
        ),
        z.record(z.string(), z.unknown()),
      ])
      .optional(),
    link: z
      .array(z.object({ rel: z.string(), href: z.string(), hreflang: z.string().optional() }))
      .optional(),
    htmlAttrs: z.object({ lang: z.string().optional(), dir: z.string().optional() }).optional(),
    bodyAttrs: z.object({ class: z.string().optional() }).optional(),
  })
  .partial()

export const pageSchema = z.object({
  id: z.number().int(),
  type: text,
  slug: z.string(),
  media: z.array(fileSchema).catch([]).default([]),
  meta: metaSchema.optional(),
  seo: seoSchema.optional(),
  breadcrumbs: z.array(breadcrumbSchema).default([]),
  appearance: z
    .object({ layout: text, backendLayout: text, layoutColor: text })
    .partial()
    .prefault({}),
  content: z
    .record(z.string(), z.array(contentElementSchema))
    .or(z.array(z.never()).transform(() => ({})))
    .default({}),
  i18n: z.array(languageSchema).default([]),
  themeWorld: text,
  draft: flag,
  mandatoryText: text,
  popup: z.array(contentElementSchema).catch([]).default([]),
  ecommerce: z.object({ dynamicBanner: flag, staticBanner: flag }).partial().prefault({}),
  workspace: z
    .object({ id: z.number().int(), title: text })
    .nullish()
    .transform((value) => value ?? null),
})
export type CmsPage = z.infer<typeof pageSchema>

export const redirectSchema = z.object({
  redirectUrl: z.string().min(1),
  statusCode: z.number().int().optional(),
})

export const initialDataSchema = z.object({
  navigation: z.array(navItemSchema),
  i18n: z.array(languageSchema).default([]),
  texts: z.record(z.string(), z.string()).catch({}).default({}),
  // The footer is read from the field the site names (./footer.ts), not from a fixed one.
})
