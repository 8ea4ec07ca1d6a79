import { z } from 'zod'
import { fileSchema, flag, headerFields, html, navItemSchema } from './field-schemas'

/** fluid_styled_content's elements (text, pictures, lists, tables, menus) and the hero banner. */

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

const menu = z.array(navItemSchema).min(1)

export const TEXT_ELEMENT_CONTENT = {
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
}
