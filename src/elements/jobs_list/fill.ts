import type { ElementFill } from '../registry/element-fill'
import type { JobsListContent } from './schema'
import { isOpenPosting } from './open-posting'

/**
 * The list without postings whose closing date has passed at the request's time
 * (./open-posting.ts): the CMS leaves them out of its answer, but the cached page may be older
 * than a closing date. No IO, so not streamed.
 */
export const jobsListFill: ElementFill<JobsListContent> = {
  streamed: false,
  fill: async (content, { now }) => ({
    ...content,
    data: {
      ...content.data,
      list: content.data.list.filter((job) => isOpenPosting(job.job.validThrough, now)),
    },
  }),
}
