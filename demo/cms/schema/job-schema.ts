import { z } from 'zod'

/**
 * The job plugins' content as the demo CMS answers it (headless_news' list and detail shapes
 * with the project's job fields): the contract ../content.test.ts checks every page against.
 * Takes the header fields of ./field-schemas.ts.
 */
export const jobContentSchemas = (headerFields: Record<string, z.ZodType>) => {
  const dateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  const pageLink = z.string().startsWith('/')
  const location = z.strictObject({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    title: z.string().min(1),
    streetAddress: z.string(),
    postalCode: z.string(),
    addressLocality: z.string(),
    addressCountry: z.enum(['DE', 'AT']),
  })
  const employmentType = z.enum(['FULL_TIME', 'PART_TIME', 'TEMPORARY', 'INTERN', 'APPRENTICESHIP'])
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
    media: z.tuple([]),
    falRelatedFiles: z.tuple([]),
    categories: z.tuple([]),
    tags: z.tuple([]),
    metaData: z.strictObject({
      keywords: z.string(),
      description: z.string(),
      alternativeTitle: z.string(),
    }),
    slug: pageLink,
    pathSegment: z.string().regex(/^[a-z0-9-]+$/),
  }
  const teaserJob = {
    location,
    employmentTypes: z.array(employmentType).min(1),
    department: z.string().min(1),
    // The list's teasers carry the closing date too: a cached list past it still drops one.
    validThrough: z.union([z.literal(''), dateTime]),
  }
  return {
    jobs_list: z.strictObject({
      ...headerFields,
      link: pageLink,
      data: z.strictObject({
        list: z.array(z.strictObject({ ...record, job: z.strictObject(teaserJob) })),
        settings: z.strictObject({
          orderBy: z.literal('datetime'),
          orderDirection: z.literal('desc'),
          templateLayout: z.string(),
          action: z.literal('list'),
        }),
        filters: z.strictObject({
          locations: z.array(location).min(1),
          employmentTypes: z.array(employmentType).min(1),
        }),
        demand: z.strictObject({ location: z.string(), employment: z.string() }),
      }),
    }),
    jobs_detail: z.strictObject({
      ...headerFields,
      link: pageLink,
      data: z.strictObject({
        detail: z.strictObject({
          ...record,
          bodytext: z.string().startsWith('<h2>'),
          job: z.strictObject({
            ...teaserJob,
            startDate: z.union([z.literal(''), dateTime]),
            applicationLink: z.url(),
            hiringOrganization: z.strictObject({ name: z.string().min(1), sameAs: z.url() }),
          }),
        }),
        settings: z.strictObject({ templateLayout: z.string(), action: z.literal('detail') }),
      }),
    }),
  }
}
