import type { AnyPageJson } from './compiled-site'
import { isOpen } from './content/job-dates'
import type { ContentElement } from './types'

/**
 * The job list plugin's demand, as the project's TYPO3 applies it per request: the storefront
 * forwards `location` (a location's slug) and `employment` ('part-time'), both in every site's
 * query whitelist. A value the plugin does not offer is ignored (the whole list, and `demand`
 * says so): a hand-edited address shows a list, never an error. A posting past its closing
 * date is left out at the request's time, as the project's list demand does (the site was
 * compiled with the postings open then).
 */

interface ListItem {
  job: { location: { slug: string } | null; employmentTypes: string[]; validThrough: string }
}

interface ListData {
  list: ListItem[]
  filters: { locations: { slug: string }[]; employmentTypes: string[] }
  demand: { location: string; employment: string }
}

/** 'PART_TIME' ↔ 'part-time', as the storefront writes it into the address. */
const slugOf = (type: string) => type.toLowerCase().replace('_', '-')

const filtered = (data: ListData, query: URLSearchParams): ListData => {
  const location =
    data.filters.locations.find((entry) => entry.slug === query.get('location'))?.slug ?? ''
  const type = data.filters.employmentTypes.find(
    (entry) => slugOf(entry) === query.get('employment'),
  )
  return {
    ...data,
    list: data.list.filter(
      (item) =>
        isOpen(item.job.validThrough, Date.now()) &&
        (location === '' || item.job.location?.slug === location) &&
        (type === undefined || item.job.employmentTypes.includes(type)),
    ),
    demand: { location, employment: type ? slugOf(type) : '' },
  }
}

const withDemand = (element: ContentElement, query: URLSearchParams): ContentElement =>
  element.type === 'jobs_list'
    ? {
        ...element,
        content: { ...element.content, data: filtered(element.content.data as ListData, query) },
      }
    : element

/** The page with its job lists filtered by the request's query; other pages as they are. */
export const withJobDemand = (page: AnyPageJson, query: URLSearchParams): AnyPageJson => {
  const columns = Object.entries(page.content)
  if (!columns.some(([, elements]) => elements.some((e) => e.type === 'jobs_list'))) return page
  return {
    ...page,
    content: Object.fromEntries(
      columns.map(([column, elements]) => [column, elements.map((e) => withDemand(e, query))]),
    ),
  } as AnyPageJson
}
