import { useT } from '../../lib/i18n'
import type { ElementProps } from '../registry'
import { ElementHeader } from '../shared/ElementHeader'
import { useLevelBelow } from '../shared/heading-level'
import { JobCard } from './JobCard'
import { JobFilters } from './JobFilters'
import { jobListHref, NO_JOB_FILTER } from './job-query'

/**
 * The job openings with their location and employment type filters. The CMS filtered the list
 * already (see ./schema.ts): this renders what it sent, so the server's HTML is the filtered
 * list and the filters are links, working before and without any script.
 */
export function JobsListElement({ content }: ElementProps<'jobs_list'>) {
  const t = useT()
  const level = useLevelBelow(content)
  const { list, filters, demand } = content.data
  const filtered = demand.location !== '' || demand.employment !== ''
  return (
    <div className="ce-jobs">
      <ElementHeader fields={content} />
      <JobFilters
        link={content.link}
        demand={demand}
        locations={filters.locations}
        employmentTypes={filters.employmentTypes}
      />
      <p className="ce-jobs__count" role="status">
        {list.length === 1 ? t('job.count-one') : t('job.count', { number: list.length })}
      </p>
      {list.length > 0 ? (
        <ul className="ce-jobs__list">
          {list.map((job) => (
            <JobCard key={job.uid} job={job} level={level} />
          ))}
        </ul>
      ) : (
        <p className="ce-jobs__empty">
          {t('job.empty')}{' '}
          {filtered && <a href={jobListHref(content.link, NO_JOB_FILTER)}>{t('job.show-all')}</a>}
        </p>
      )}
    </div>
  )
}
