import { useT } from '../../lib/i18n'
import { RichText } from '../../lib/rich-text'
import { isSafeUrl } from '../../lib/safe-url'
import type { ElementProps } from '../registry'
import { JobFacts } from './JobFacts'

/**
 * One job posting: the page's <h1> (a detail page is one template for every posting), its
 * facts, the editor's description and the way to apply (the applicant system's form or an email
 * address, from the record). Its schema.org JobPosting goes into the document head
 * (./structured-data.ts), which job search engines read. A posting past its closing date
 * (`closed`, ./fill.ts) says so where the way to apply was, and leads to the open ones.
 */
export function JobsDetailElement({ content }: ElementProps<'jobs_detail'>) {
  const t = useT()
  const job = content.data.detail
  const apply = content.closed ? '' : job.job.applicationLink
  const applyLink = apply && isSafeUrl(apply) && (
    <a className="ce-job__apply" href={apply}>
      {t('job.apply')}
    </a>
  )
  return (
    <article className="ce-job">
      <header className="ce-job__header">
        {job.job.department && <p className="ce-job__department">{job.job.department}</p>}
        <h1 className="ce-job__title">{job.title}</h1>
        {job.teaser && <p className="ce-job__teaser">{job.teaser}</p>}
        <JobFacts job={job} />
        {content.closed ? (
          <p className="ce-job__closed" role="status">
            {t('job.closed')}
          </p>
        ) : (
          applyLink
        )}
      </header>
      {job.bodytext && <RichText html={job.bodytext} className="ce-job__description" />}
      {applyLink && (
        <section className="ce-job__application">
          <p>{t('job.apply-note')}</p>
          {applyLink}
        </section>
      )}
      {content.link && isSafeUrl(content.link) && (
        <p className="ce-job__back">
          <a href={content.link}>{t('job.back')}</a>
        </p>
      )}
    </article>
  )
}
