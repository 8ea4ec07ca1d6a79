import { z } from 'zod'
import { internalOrAbsolute, i18nItemSchema, navItemSchema } from './schema/field-schemas'

/**
 * zod schemas of everything the demo CMS answers, strict where the storefront's element
 * renderers parse the shape. The tests check every answer against them; they are also a
 * readable summary of the contract (../shared/typo3/page.json plus project fields). The parts
 * live in ./schema/, one file per family: shared fields, element content, news, the page.
 */

export { fileSchema, i18nItemSchema, navItemSchema } from './schema/field-schemas'
export {
  ELEMENT_CONTENT,
  ELEMENT_TYPES,
  elementSchema,
  type ElementType,
} from './schema/element-content'
export { breadcrumbSchema, metaSchema, pageSchema, seoSchema } from './schema/page-schema'

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
