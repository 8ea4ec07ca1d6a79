import * as z from 'zod'
import { lenientText } from '../shared/fields'
import { headerFields } from '../shared/header-fields'
import { jobDetailSchema } from '../jobs_list/job-record'

/**
 * The job detail plugin (CType jobs_detail): EXT:headless_news' detail answer in `data`
 * (`detail`, `settings`). TYPO3's route enhancer puts the posting of the address in: a page
 * without one (an unknown posting) is the CMS's 404, never this element. `link` is the list
 * page's URL, the way back.
 */
export const jobsDetailSchema = z.object({
  ...headerFields,
  link: lenientText,
  data: z.object({ detail: jobDetailSchema }),
  /**
   * Whether the posting's closing date has passed, decided by the worker per request (./fill.ts):
   * the CMS keeps a posting online past it, and its cached page outlives it. Whatever the CMS
   * itself sends here is dropped.
   */
  closed: z
    .unknown()
    .optional()
    .transform(() => false),
})
export type JobsDetailContent = z.output<typeof jobsDetailSchema>
