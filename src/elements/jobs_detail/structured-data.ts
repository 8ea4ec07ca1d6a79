import { dateTimeAttribute } from '../../lib/format-date'
import { schemaOrgEmploymentType } from '../jobs_list/job-facts'
import type { JobDetail } from '../jobs_list/job-record'
import type { JobsDetailContent } from './schema'

/**
 * schema.org JobPosting for a job detail page (https://schema.org/JobPosting; Google's job
 * posting fields: title, description as HTML, datePosted, validThrough, employmentType,
 * hiringOrganization, jobLocation with a PostalAddress). Without a location there is no
 * posting Google would take, so none is written.
 */
export const jobStructuredData = (
  job: JobDetail,
  pageUrl: string,
): Record<string, unknown> | null => {
  const { location, employmentTypes, validThrough, hiringOrganization } = job.job
  const datePosted = dateTimeAttribute(job.datetime)
  if (!location || !datePosted) return null
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.bodytext || job.teaser,
    url: pageUrl,
    datePosted,
    employmentType: employmentTypes.map(schemaOrgEmploymentType),
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: location.streetAddress,
        postalCode: location.postalCode,
        addressLocality: location.addressLocality || location.title,
        addressCountry: location.addressCountry,
      },
    },
  }
  const until = dateTimeAttribute(validThrough)
  if (until) data.validThrough = until
  if (hiringOrganization) {
    data.hiringOrganization = {
      '@type': 'Organization',
      name: hiringOrganization.name,
      ...(hiringOrganization.sameAs ? { sameAs: hiringOrganization.sameAs } : {}),
    }
  }
  if (job.job.department) data.occupationalCategory = job.job.department
  return data
}

/**
 * The posting of a job detail element, if the element parsed and the posting is open: a closed
 * one gets no JobPosting, which job search engines would still list (./fill.ts).
 */
export const jobOfContent = (content: unknown): JobDetail | null => {
  const parsed = content as JobsDetailContent | undefined
  return parsed?.closed ? null : (parsed?.data?.detail ?? null)
}
