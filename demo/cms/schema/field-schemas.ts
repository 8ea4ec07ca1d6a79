import { z } from 'zod'

/** The fields the demo CMS's answers share: flags, links, navigation, languages, files, headers. */

export const flag = z.union([z.literal(0), z.literal(1)])
export const internalOrAbsolute = z.string().regex(/^(\/|https?:\/\/)/)
/** A storefront path: what lists, pagination and plugins link to. */
export const pageLink = z.string().startsWith('/')
/** EXT:headless_news' dates: 'Y-m-d H:i:s' (README). */
export const dateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
/** HTML the storefront renders (never empty). */
export const html = z.string().min(1)

export const navItemSchema = z.strictObject({
  title: z.string().min(1),
  link: internalOrAbsolute,
  target: z.string(),
  active: flag,
  current: flag,
  spacer: flag,
  hasSubpages: flag,
  get children() {
    return z.array(navItemSchema).min(1).optional()
  },
})

export const i18nItemSchema = z.strictObject({
  languageId: z.number().int().min(0),
  locale: z.string().regex(/^[a-z]{2}_[A-Z]{2}\.UTF-8$/),
  title: z.string().min(1),
  navigationTitle: z.string().min(1),
  twoLetterIsoCode: z.string().length(2),
  hreflang: z.string().min(2),
  direction: z.enum(['ltr', 'rtl']),
  flag: z.string(),
  link: z.string().startsWith('/'),
  active: flag,
  current: flag,
  available: flag,
})

const dimensions = z.strictObject({
  width: z.number().int().min(0),
  height: z.number().int().min(0),
})

export const fileSchema = z.strictObject({
  publicUrl: z.url(),
  properties: z.strictObject({
    title: z.string().nullable(),
    alternative: z.string().nullable(),
    description: z.string().nullable(),
    mimeType: z.string(),
    type: z.enum(['image', 'application']),
    filename: z.string().min(1),
    originalUrl: z.string().startsWith('/'),
    uidLocal: z.number().int().positive(),
    fileReferenceUid: z.number().int().positive(),
    size: z.string().regex(/^\d+(\.\d)? (KB|MB)$/),
    link: z.string().nullable(),
    dimensions,
    cropDimensions: dimensions,
    crop: z.union([z.literal(''), z.record(z.string(), z.unknown())]),
    autoplay: z.null(),
    extension: z.string().min(1),
  }),
})

/** The header every content element starts with. */
export const headerFields = {
  header: z.string(),
  subheader: z.string(),
  headerLayout: z.number().int().min(0).max(5),
  headerPosition: z.enum(['', 'center', 'right']),
  headerLink: z.union([
    z.literal(''),
    z.strictObject({
      href: internalOrAbsolute,
      target: z.string().nullable(),
      class: z.string().nullable(),
      title: z.string().nullable(),
      linkText: z.string(),
      additionalAttributes: z.union([z.tuple([]), z.record(z.string(), z.string())]),
    }),
  ]),
}
