import { z } from 'zod'
import {
  ELEMENT_CONTENT,
  fileSchema,
  i18nItemSchema,
  metaSchema,
  navItemSchema,
  seoSchema,
} from './headless-schema'
import { elementSchemaFor } from './schema/element-schema'

/**
 * What a standard EXT:headless installation answers, and nothing else: the contract of the
 * reference site (`shape: 'standard'`). Strict objects, so a project field that slipped in
 * fails the tests. Page keys as in ../shared/typo3/page.json, `i18n` optional (newer
 * EXT:headless versions), `meta` or the newer `seo`.
 */

/** fluid_styled_content's CTypes as EXT:headless renders them, and EXT:form's. */
const { header, text, textmedia, textpic, image, bullets, table, uploads, html, div } =
  ELEMENT_CONTENT
const STANDARD_CONTENT = {
  header,
  text,
  textmedia,
  textpic,
  image,
  bullets,
  table,
  uploads,
  html,
  div,
  menu_pages: ELEMENT_CONTENT.menu_pages,
  menu_subpages: ELEMENT_CONTENT.menu_subpages,
  menu_sitemap: ELEMENT_CONTENT.menu_sitemap,
  shortcut: ELEMENT_CONTENT.shortcut,
  form_formframework: z.looseObject({
    header: z.string(),
    link: z.string().includes('tx_form_formframework%5Baction%5D=perform'),
    form: z.looseObject({ id: z.string().min(1), elements: z.array(z.unknown()).min(1) }),
  }),
}
type StandardType = keyof typeof STANDARD_CONTENT
export const STANDARD_TYPES = Object.keys(STANDARD_CONTENT) as StandardType[]

const standardElementSchema = elementSchemaFor(STANDARD_CONTENT)

export const standardPageSchema = z
  .strictObject({
    id: z.number().int().positive(),
    type: z.literal('Standard'),
    slug: z.string().startsWith('/'),
    media: z.array(fileSchema),
    meta: metaSchema.optional(),
    seo: seoSchema.optional(),
    categories: z.string(),
    breadcrumbs: z.array(navItemSchema.omit({ children: true })).min(1),
    appearance: z.strictObject({ layout: z.string().min(1), backendLayout: z.string().min(1) }),
    content: z.record(z.string().regex(/^colPos\d+$/), z.array(standardElementSchema)),
    i18n: z.array(i18nItemSchema).min(1).optional(),
  })
  .refine((page) => (page.meta === undefined) !== (page.seo === undefined), 'either meta or seo')

/** EXT:headless's `navigation` and `i18n`, plus the footer menu the site's TypoScript adds. */
export const standardInitialDataSchema = z.strictObject({
  navigation: z.array(navItemSchema).length(1),
  i18n: z.array(i18nItemSchema).min(1),
  footerNavigation: z.array(navItemSchema),
})
