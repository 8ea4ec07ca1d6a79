import { useT } from '../../lib/i18n'
import type { EmploymentType } from './job-facts'

/** The employment types' names in the page's language. */
export const useEmploymentLabel = (): ((type: EmploymentType) => string) => {
  const t = useT()
  const labels: Record<EmploymentType, string> = {
    FULL_TIME: t('job.type.full-time'),
    PART_TIME: t('job.type.part-time'),
    TEMPORARY: t('job.type.temporary'),
    INTERN: t('job.type.intern'),
    APPRENTICESHIP: t('job.type.apprenticeship'),
  }
  return (type) => labels[type]
}
