import { z } from 'zod'

/**
 * A content element whose `content` is checked by the schema of its type: the brand sites'
 * types here, the standard EXT:headless ones for the reference site (../standard-schema.ts).
 */
export const elementSchemaFor = <T extends string>(
  contentByType: Readonly<Record<T, z.ZodType>>,
): z.ZodType<{ type: string; content: unknown }> => {
  const types = Object.keys(contentByType) as [T, ...T[]]
  return z
    .strictObject({
      id: z.number().int().positive(),
      type: z.enum(types),
      colPos: z.number().int().min(0),
      categories: z.string(),
      appearance: z.strictObject({
        layout: z.string().min(1),
        frameClass: z.string().min(1),
        spaceBefore: z.string(),
        spaceAfter: z.string(),
      }),
      content: z.record(z.string(), z.unknown()),
    })
    .superRefine((element, ctx) => {
      const result = contentByType[element.type as T].safeParse(element.content)
      for (const issue of result.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', path: ['content', ...issue.path], message: issue.message })
      }
    })
}
