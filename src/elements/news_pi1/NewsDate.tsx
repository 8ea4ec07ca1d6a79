import { dateTimeAttribute } from '../../lib/format-date'
import { useDateFormat } from '../shared/use-date-format'

/** A record's date in the page's language and the site's time zone (SPEC.md section 9), machine-readable in dateTime. */
export function NewsDate({ value, className }: { value: string; className?: string }) {
  const formatDate = useDateFormat()
  const dateTime = dateTimeAttribute(value)
  if (!dateTime) return null
  return (
    <time className={className} dateTime={dateTime}>
      {formatDate(value)}
    </time>
  )
}
