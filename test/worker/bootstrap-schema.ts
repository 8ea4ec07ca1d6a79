import * as z from 'zod'

/**
 * What the browser takes from the worker (src/app/bootstrap.ts): every page the worker renders in
 * these tests has its embedded snapshot parsed with this schema, so a snapshot the browser could
 * not hydrate from fails here, where the browser itself only checks the envelope.
 */
export const bootstrapSchema = z.strictObject({
  buildId: z.string().min(1),
  dev: z.boolean(),
  site: z.looseObject({
    id: z.string(),
    brand: z.string(),
    defaultLocale: z.string(),
    locales: z.array(z.looseObject({ code: z.string() })),
    shop: z.looseObject({ graphqlUrl: z.string(), currency: z.string() }),
  }),
  locale: z.string(),
  path: z.string().startsWith('/'),
  origin: z.string().url(),
  payload: z.looseObject({
    kind: z.enum(['page', 'redirect', 'not-found']),
    status: z.number().int(),
  }),
  initialData: z.strictObject({
    navigation: z.array(z.unknown()),
    i18n: z.array(z.unknown()),
    footer: z.array(z.unknown()),
    // The locale's texts file; the texts themselves are not in the page (only those rendered).
    textsUrl: z.string().regex(/^\/_texts\/[^/]+\/[0-9a-z]+\.json$/),
  }),
  error: z.nullable(
    z.object({ status: z.number(), message: z.string(), stack: z.nullable(z.string()) }),
  ),
  translations: z.record(z.string(), z.string()),
})
