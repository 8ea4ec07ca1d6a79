import { z } from 'zod'
import { fileSchema, headerFields } from './field-schemas'
import { jobContentSchemas } from './job-schema'
import { newsDetailSchema, newsListSchema } from './news-schema'
import { recipeContentSchemas } from './recipe-schema'

/** A time of day as schema.org's OpeningHoursSpecification gives it: 'HH:mm', 24-hour clock. */
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/)
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

/** The extensions' plugins: the pharmacy finder, EXT:form, news, recipes and jobs. */
export const PLUGIN_ELEMENT_CONTENT = {
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
            // Data, not words (schema.org's OpeningHoursSpecification): each page says them in
            // its own language.
            openingHoursSpecification: z
              .array(
                z.strictObject({
                  dayOfWeek: z.array(z.enum(DAYS)).min(1),
                  opens: timeOfDay,
                  closes: timeOfDay,
                }),
              )
              .min(1),
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
  news_pi1: z.strictObject({ ...headerFields, data: z.union([newsListSchema, newsDetailSchema]) }),
  ...recipeContentSchemas(headerFields, fileSchema),
  ...jobContentSchemas(headerFields),
}
