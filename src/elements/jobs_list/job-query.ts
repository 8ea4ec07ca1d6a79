/**
 * The job filters in the address: `location` (a location's slug) and `employment` (an employment
 * type, 'part-time'). Both names are in every site's `cms.queryWhitelist` (wrangler.toml), so
 * they reach the CMS, which filters, and the cache key: each combination is one cached page, and
 * a shared address shows the same list before any script runs.
 */
export interface JobFilter {
  location: string
  employment: string
}

export const NO_JOB_FILTER: JobFilter = { location: '', employment: '' }

/** The address of the list with this filter, parameters in one fixed order, defaults left out. */
export const jobListHref = (link: string, filter: JobFilter): string => {
  const params = new URLSearchParams()
  if (filter.location) params.set('location', filter.location)
  if (filter.employment) params.set('employment', filter.employment)
  const query = params.toString()
  return query ? `${link}?${query}` : link
}
