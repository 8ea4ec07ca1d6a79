import type { ElementFill } from '../registry/element-fill'
import type { JobsDetailContent } from './schema'
import { isOpenPosting } from '../jobs_list/open-posting'

/**
 * Whether the posting still takes applications at the request's time (../jobs_list/
 * open-posting.ts). A closed one stays readable for whoever follows an old link, with a notice
 * instead of the way to apply and without its JobPosting, and answers 410 Gone: Google's job
 * posting guidelines ask for a 404 or 410 (or the JobPosting removed) once a posting expired
 * (https://developers.google.com/search/docs/appearance/structured-data/job-posting), and 410
 * says it will not come back (RFC 9110, section 15.5.11). Not streamed: it decides the status
 * and the head.
 */
export const jobsDetailFill: ElementFill<JobsDetailContent> = {
  streamed: false,
  fill: async (content, { now }) => ({
    ...content,
    closed: !isOpenPosting(content.data.detail.job.validThrough, now),
  }),
  status: (content) => (content.closed ? 410 : null),
}
