import { isSafeUrl } from '../../lib/safe-url'
import { Heading } from '../shared/Heading'
import type { HeadingLevel } from '../shared/heading-level'
import type { JobTeaser } from './job-record'
import { useEmploymentLabel } from './use-employment-label'

/** One opening of the list: title linking to the posting, location, types and department. */
export function JobCard({ job, level }: { job: JobTeaser; level: HeadingLevel }) {
  const employmentLabel = useEmploymentLabel()
  // A set: an apprenticeship's department may be called what its type is called.
  const facts = [
    ...new Set([
      job.job.location?.title ?? '',
      job.job.employmentTypes.map(employmentLabel).join(', '),
      job.job.department,
    ]),
  ].filter(Boolean)
  return (
    <li className="ce-job-card">
      <Heading level={level} className="ce-job-card__title">
        <a href={isSafeUrl(job.slug) ? job.slug : undefined}>{job.title}</a>
      </Heading>
      {facts.length > 0 && (
        <ul className="ce-job-card__facts">
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      )}
      {job.teaser && <p className="ce-job-card__teaser">{job.teaser}</p>}
    </li>
  )
}
