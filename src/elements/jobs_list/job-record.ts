import * as z from 'zod'
import { lenientList, lenientRichText, lenientText } from '../shared/fields'
import { newsRecordFields } from '../shared/news-record'
import { EMPLOYMENT_TYPES } from './job-facts'

/**
 * A job posting as the CMS sends it: an EXT:news record in the shape EXT:headless_news
 * serializes (../shared/news-record.ts: uid, title, teaser, datetime = the posting's date,
 * media, `slug` = the detail page's URL), plus the `job` fields the project's news extension
 * adds: where (a location record with its address, the filter's value its slug), how
 * (employment types), the department, the start, until when it is open, and where to apply.
 */

const slug = z.string().regex(/^[a-z0-9-]{1,64}$/)

/** A location record: its slug is the location filter's value in the address. */
export const jobLocationSchema = z.object({
  slug,
  title: z.string().min(1),
  streetAddress: lenientText,
  postalCode: lenientText,
  addressLocality: lenientText,
  /** ISO 3166-1 alpha-2, as schema.org's PostalAddress wants it. */
  addressCountry: lenientText,
})
export type JobLocation = z.output<typeof jobLocationSchema>

export const employmentTypeSchema = z.enum(EMPLOYMENT_TYPES)

const NO_JOB = {
  location: null,
  employmentTypes: [],
  department: '',
  validThrough: '',
}

const jobTeaserFields = {
  location: jobLocationSchema.nullable().catch(null),
  employmentTypes: lenientList(employmentTypeSchema),
  department: lenientText,
  /**
   * The last moment to apply, 'yyyy-MM-dd HH:mm:ss' UTC; '' while the posting is open-ended.
   * The list's teasers carry it too, so a list the cache kept past a closing date still drops
   * the posting (./fill.ts).
   */
  validThrough: lenientText,
}

export const jobTeaserSchema = z.object({
  ...newsRecordFields,
  job: z.object(jobTeaserFields).catch(NO_JOB),
})
export type JobTeaser = z.output<typeof jobTeaserSchema>

/** An application address: a web form of the applicant system, or an email address. */
const applicationLink = z
  .string()
  .regex(/^(https?:\/\/|mailto:|\/)/)
  .catch('')

export const jobDetailSchema = z.object({
  ...newsRecordFields,
  /** Tasks, profile and what the company offers: editor HTML. */
  bodytext: lenientRichText,
  job: z
    .object({
      ...jobTeaserFields,
      /** 'yyyy-MM-dd HH:mm:ss', UTC, or '' for 'as soon as possible'. */
      startDate: lenientText,
      applicationLink,
      hiringOrganization: z
        .object({ name: z.string().min(1), sameAs: lenientText })
        .nullable()
        .catch(null),
    })
    .catch({
      ...NO_JOB,
      startDate: '',
      applicationLink: '',
      hiringOrganization: null,
    }),
})
export type JobDetail = z.output<typeof jobDetailSchema>
