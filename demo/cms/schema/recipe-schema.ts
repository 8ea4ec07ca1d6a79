import { z } from 'zod'

/**
 * The recipe plugins' content as the demo CMS answers it (headless_news' list and detail shapes
 * with the project's recipe fields): the contract ../content.test.ts checks every page against.
 * Takes the header fields and the FILE schema of ./field-schemas.ts.
 */
export const recipeContentSchemas = (
  headerFields: Record<string, z.ZodType>,
  fileSchema: z.ZodType,
) => {
  const dateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  const pageLink = z.string().startsWith('/')
  const category = z.strictObject({
    id: z.number().int().positive(),
    pid: z.number().int().positive(),
    title: z.string().min(1),
    description: z.string(),
    slug: z.string().regex(/^[a-z0-9-]+$/),
  })
  const minutes = z.number().int().min(0)
  const times = {
    preparationTime: minutes,
    cookingTime: minutes,
    servings: z.number().int().positive(),
  }
  const record = {
    uid: z.number().int().positive(),
    title: z.string().min(1),
    teaser: z.string().min(1),
    isTopNews: z.literal(0),
    crdate: dateTime,
    tstamp: dateTime,
    datetime: dateTime,
    archive: z.literal(''),
    author: z.strictObject({ author: z.string().min(1), authorEmail: z.string() }),
    media: z.array(fileSchema).length(1),
    falRelatedFiles: z.tuple([]),
    categories: z.array(category).min(1),
    tags: z.tuple([]),
    metaData: z.strictObject({
      keywords: z.string(),
      description: z.string(),
      alternativeTitle: z.string(),
    }),
    slug: pageLink,
    pathSegment: z.string().regex(/^[a-z0-9-]+$/),
  }
  const nutrient = z.number().positive()
  return {
    recipes_list: z.strictObject({
      ...headerFields,
      link: pageLink,
      data: z.strictObject({
        list: z.array(z.strictObject({ ...record, recipe: z.strictObject(times) })),
        settings: z.strictObject({
          orderBy: z.literal('datetime'),
          orderDirection: z.literal('desc'),
          templateLayout: z.string(),
          action: z.literal('list'),
        }),
        filters: z.strictObject({
          diets: z.array(category).min(1),
          times: z.array(z.number().int().positive()).min(1),
        }),
        demand: z.strictObject({ diet: z.string(), time: minutes }),
      }),
    }),
    recipes_detail: z.strictObject({
      ...headerFields,
      link: pageLink,
      data: z.strictObject({
        detail: z.strictObject({
          ...record,
          bodytext: z.string().startsWith('<p>'),
          recipe: z.strictObject({
            ...times,
            ingredients: z
              .array(
                z.strictObject({
                  amount: z.number().positive().nullable(),
                  unit: z.string(),
                  name: z.string().min(1),
                  note: z.string(),
                }),
              )
              .min(3),
            steps: z.array(z.string().startsWith('<p>')).min(2),
            nutrition: z.strictObject({
              energy: nutrient,
              protein: nutrient,
              carbohydrates: nutrient,
              sugar: nutrient,
              fat: nutrient,
              saturatedFat: nutrient,
              fibre: nutrient,
              salt: nutrient,
            }),
          }),
        }),
        settings: z.strictObject({ templateLayout: z.string(), action: z.literal('detail') }),
      }),
    }),
  }
}
