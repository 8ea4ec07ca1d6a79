import { useT } from '../../lib/i18n'
import type { EmploymentType } from './job-facts'

/** The employment types' names in the page's language. */
export const useEmploymentLabel = (): ((type: EmploymentType) => string) => {
  const t = useT()
  const labels: Record<EmploymentType, string> = {
    FULL_TIME: t('job.type.full-time', 'Vollzeit'),
    PART_TIME: t('job.type.part-time', 'Teilzeit'),
    TEMPORARY: t('job.type.temporary', 'Befristet'),
    INTERN: t('job.type.intern', 'Praktikum'),
    APPRENTICESHIP: t('job.type.apprenticeship', 'Ausbildung'),
  }
  return (type) => labels[type]
}
