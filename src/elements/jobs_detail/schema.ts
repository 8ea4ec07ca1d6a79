import * as z from 'zod'
import { lenientText } from '../shared/fields'
import { headerFields } from '../shared/header-fields'
import { jobDetailSchema } from '../jobs_list/job-record'

/**
 * The job detail plugin (CType jobs_detail): EXT:headless_news' detail answer in `data`
 * (`detail`, `settings`). TYPO3's route enhancer puts the posting of the address in: a page
 * without one (an unknown or expired posting) is the CMS's 404, never this element. `link` is
 * the list page's URL, the way back.
 */
export const jobsDetailSchema = z.object({
  ...headerFields,
  link: lenientText,
  data: z.object({ detail: jobDetailSchema }),
})
export type JobsDetailContent = z.output<typeof jobsDetailSchema>
