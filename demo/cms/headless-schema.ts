import { z } from 'zod'
import { elementSchemaFor } from './element-schema'
import { jobContentSchemas } from './job-schema'
import { recipeContentSchemas } from './recipe-schema'

/**
 * zod schemas of everything the demo CMS answers, strict where the storefront's element
 * renderers parse the shape. The tests check every answer against them; they are also a
 * readable summary of the contract (../shared/typo3/page.json plus project fields).
 */

const flag = z.union([z.literal(0), z.literal(1)])
const internalOrAbsolute = z.string().regex(/^(\/|https?:\/\/)/)

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

const headerFields = {
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

/** A news record as EXT:headless_news' list partial writes it ('Y-m-d H:i:s' dates: README). */
const dateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
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
const pageLink = z.string().startsWith('/')
const newsList = z.strictObject({
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
const newsDetail = z.strictObject({
  detail: z.strictObject({
    ...newsItemFields,
    bodytext: z.string().min(1),
    canonical: pageLink,
    related: z.array(newsListItem),
  }),
  settings: z.strictObject({ templateLayout: z.string(), action: z.literal('detail') }),
  contentElements: z.tuple([]),
})

const galleryFile = z.record(z.string().regex(/^\d+$/), fileSchema)
const gallery = z.strictObject({
  position: z.strictObject({
    horizontal: z.enum(['left', 'center', 'right']),
    vertical: z.enum(['above', 'below', 'intext']),
    noWrap: z.boolean(),
  }),
  width: z.number().int().positive(),
  count: z.strictObject({
    files: z.number().int().positive(),
    columns: z.number().int().positive(),
    rows: z.number().int().positive(),
  }),
  columnSpacing: z.number(),
  border: z.strictObject({ enabled: z.boolean(), width: z.number(), padding: z.number() }),
  rows: z.record(z.string().regex(/^\d+$/), z.strictObject({ columns: galleryFile })),
})

const html = z.string().min(1)
const menu = z.array(navItemSchema).min(1)

/** Content shape per element type: exactly what the storefront's renderers parse. */
export const ELEMENT_CONTENT = {
  header: z.strictObject(headerFields),
  text: z.strictObject({ ...headerFields, bodytext: html }),
  textmedia: z.strictObject({
    ...headerFields,
    bodytext: html,
    gallery,
    enlargeImageOnClick: z.boolean(),
  }),
  textpic: z.strictObject({
    ...headerFields,
    bodytext: html,
    gallery,
    enlargeImageOnClick: z.boolean(),
  }),
  image: z.strictObject({ ...headerFields, gallery, enlargeImageOnClick: z.boolean() }),
  bullets: z.union([
    z.strictObject({
      ...headerFields,
      bulletsType: z.union([z.literal(0), z.literal(1)]),
      bodytext: z.array(html).min(1),
    }),
    z.strictObject({
      ...headerFields,
      bulletsType: z.literal(2),
      bodytext: z.array(z.tuple([html, html])).min(1),
    }),
  ]),
  table: z.strictObject({
    ...headerFields,
    bodytext: z.array(z.array(z.string()).min(1)).min(1),
    tableCaption: z.string(),
    tableHeaderPosition: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    tableClass: z.string(),
    tableTfoot: flag,
  }),
  uploads: z.strictObject({
    ...headerFields,
    media: z.array(fileSchema).min(1),
    displayInformation: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    displayFileSizeInformation: flag,
    displayDescription: flag,
  }),
  html: z.strictObject({ ...headerFields, bodytext: html }),
  menu_pages: z.strictObject({ ...headerFields, menu }),
  menu_subpages: z.strictObject({ ...headerFields, menu }),
  menu_sitemap: z.strictObject({ ...headerFields, menu }),
  shortcut: z.strictObject({
    ...headerFields,
    get shortcut() {
      return z.array(elementSchema).min(1)
    },
  }),
  div: z.strictObject(headerFields),
  hero_banner: z.strictObject({
    ...headerFields,
    header: z.string().min(1),
    bodytext: z.string(),
    image: fileSchema.nullable(),
    search: z
      .strictObject({ placeholder: z.string().min(1), buttonLabel: z.string().min(1) })
      .nullable(),
  }),
  product_listing: z.strictObject({
    ...headerFields,
    categoryId: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  }),
  product_detail: z.strictObject({
    ...headerFields,
    urlKey: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  }),
  cart: z.strictObject(headerFields),
  checkout_success: z.strictObject({ ...headerFields, bodytext: z.string() }),
  login: z.strictObject({ ...headerFields, bodytext: z.string() }),
  account: z.strictObject({
    ...headerFields,
    bodytext: z.string(),
    links: z.array(z.strictObject({ title: z.string(), link: z.string().startsWith('/') })),
  }),
  account_register: z.strictObject({ ...headerFields, bodytext: z.string() }),
  account_password: z.strictObject({ ...headerFields, bodytext: z.string() }),
  account_information: z.strictObject({ ...headerFields, bodytext: z.string() }),
  account_addresses: z.strictObject({ ...headerFields, bodytext: z.string() }),
  account_wishlist: z.strictObject({ ...headerFields, bodytext: z.string() }),
  account_orders: z.strictObject({ ...headerFields, returnsLink: z.string().startsWith('/') }),
  account_returns: z.strictObject({ ...headerFields, ordersLink: z.string().startsWith('/') }),
  order_lookup: z.strictObject(headerFields),
  // The pharmacy finder plugin (demo/cms/content/pharmacies.ts), its request's `q` in `data`.
  pharmacy_search: z.strictObject({
    ...headerFields,
    data: z.strictObject({
      query: z.string().max(100),
      radiusKm: z.number().int().positive(),
      limit: z.number().int().positive(),
      pharmacies: z
        .array(
          z.strictObject({
            uid: z.number().int().positive(),
            name: z.string().min(1),
            street: z.string().min(1),
            postcode: z.string().regex(/^\d{4,5}$/),
            city: z.string().min(1),
            phone: z.string().min(1),
            openingHours: z.string().min(1),
            lat: z.number(),
            lng: z.number(),
          }),
        )
        .min(1),
      places: z
        .array(
          z.strictObject({
            postcode: z.string().regex(/^\d{4,5}$/),
            city: z.string().min(1),
            lat: z.number(),
            lng: z.number(),
          }),
        )
        .min(1),
    }),
  }),
  // EXT:form as EXT:headless sends it (Form.typoscript): `link` with the perform action.
  form_formframework: z.strictObject({
    ...headerFields,
    link: z.string().includes('tx_form_formframework%5Baction%5D=perform'),
    form: z.looseObject({ id: z.string().min(1), elements: z.array(z.unknown()).min(1) }),
  }),
  news_pi1: z.strictObject({ ...headerFields, data: z.union([newsList, newsDetail]) }),
  ...recipeContentSchemas(headerFields, fileSchema),
  ...jobContentSchemas(headerFields),
}

export type ElementType = keyof typeof ELEMENT_CONTENT
export const ELEMENT_TYPES = Object.keys(ELEMENT_CONTENT) as ElementType[]

export const elementSchema: z.ZodType<{ type: string; content: unknown }> =
  elementSchemaFor(ELEMENT_CONTENT)

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

export const initialDataSchema = z.strictObject({
  navigation: z.array(navItemSchema).length(1),
  i18n: z.array(i18nItemSchema).min(1),
  texts: z.record(z.string(), z.string().min(1)),
  footer: z
    .array(z.strictObject({ title: z.string().min(1), links: z.array(navItemSchema).min(1) }))
    .min(1),
})

export const redirectSchema = z.strictObject({
  redirectUrl: internalOrAbsolute,
  statusCode: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]),
})
