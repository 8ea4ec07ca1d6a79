import { useT } from '../../lib/i18n'
import { FilterLinks, type FilterOption } from '../shared/FilterLinks'
import { employmentSlug, type EmploymentType } from './job-facts'
import type { JobLocation } from './job-record'
import { jobListHref, type JobFilter } from './job-query'
import { useEmploymentLabel } from './use-employment-label'

/** The location and employment type filters; each keeps the other's choice. */
export function JobFilters({
  link,
  demand,
  locations,
  employmentTypes,
}: {
  link: string
  demand: JobFilter
  locations: JobLocation[]
  employmentTypes: EmploymentType[]
}) {
  const t = useT()
  const employmentLabel = useEmploymentLabel()
  const option = (key: string, label: string, change: Partial<JobFilter>): FilterOption => ({
    key,
    label,
    href: jobListHref(link, { ...demand, ...change }),
  })
  return (
    <div className="ce-jobs__filters">
      {locations.length > 0 && (
        <FilterLinks
          label={t('job.filter.location')}
          current={demand.location}
          options={[
            option('', t('job.filter.all-locations'), { location: '' }),
            ...locations.map((location) =>
              option(location.slug, location.title, { location: location.slug }),
            ),
          ]}
        />
      )}
      {employmentTypes.length > 0 && (
        <FilterLinks
          label={t('job.filter.employment')}
          current={demand.employment}
          options={[
            option('', t('job.filter.all-types'), { employment: '' }),
            ...employmentTypes.map((type) =>
              option(employmentSlug(type), employmentLabel(type), {
                employment: employmentSlug(type),
              }),
            ),
          ]}
        />
      )}
    </div>
  )
}
