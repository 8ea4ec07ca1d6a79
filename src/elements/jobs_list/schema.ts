import * as z from 'zod'
import { lenientList, lenientText } from '../shared/fields'
import { headerFields } from '../shared/header-fields'
import { employmentTypeSchema, jobLocationSchema, jobTeaserSchema } from './job-record'

/**
 * The job list plugin (CType jobs_list): EXT:headless_news' list answer in `data` (`list`,
 * `settings`), plus what the CMS filtered by and could filter by. TYPO3 applies the filters (the
 * plugin's demand, from the whitelisted `location` and `employment` parameters of the page
 * request), so the cached page holds the filtered list and `demand` says which filters it
 * applied: a value the CMS does not offer is not in it. `link` is the list page's URL.
 */
export const jobsListSchema = z.object({
  ...headerFields,
  link: lenientText,
  data: z.object({
    list: z.array(z.unknown()).transform((items) => lenientList(jobTeaserSchema).parse(items)),
    filters: z
      .object({
        locations: lenientList(jobLocationSchema),
        employmentTypes: lenientList(employmentTypeSchema),
      })
      .catch({ locations: [], employmentTypes: [] }),
    demand: z
      .object({ location: lenientText, employment: lenientText })
      .catch({ location: '', employment: '' }),
  }),
})
export type JobsListContent = z.output<typeof jobsListSchema>
