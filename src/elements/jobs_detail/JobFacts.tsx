import type { ReactNode } from 'react'
import { parseDate } from '../../lib/format-date'
import { useT } from '../../lib/i18n'
import type { JobDetail } from '../jobs_list/job-record'
import { useEmploymentLabel } from '../jobs_list/use-employment-label'
import { JobDate } from './JobDate'

/** Where, how, from when and until when, as a description list (term and value read together). */
export function JobFacts({ job }: { job: JobDetail }) {
  const t = useT()
  const employmentLabel = useEmploymentLabel()
  const { location, employmentTypes, startDate, validThrough } = job.job
  const facts: [string, ReactNode][] = []
  if (location) facts.push([t('job.location'), location.title])
  if (employmentTypes.length > 0) {
    facts.push([t('job.employment'), employmentTypes.map(employmentLabel).join(', ')])
  }
  facts.push([
    t('job.start'),
    parseDate(startDate) ? <JobDate value={startDate} /> : t('job.start-asap'),
  ])
  if (parseDate(job.datetime)) facts.push([t('job.posted'), <JobDate value={job.datetime} />])
  if (parseDate(validThrough)) {
    facts.push([t('job.valid-through'), <JobDate value={validThrough} />])
  }
  return (
    <dl className="ce-job__facts">
      {facts.map(([term, value]) => (
        <div key={term} className="ce-job__fact">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
