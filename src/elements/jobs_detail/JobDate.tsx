import { dateTimeAttribute } from '../../lib/format-date'
import { useDateFormat } from '../shared/use-date-format'

/** A posting's date in the page's language and the site's time zone (SPEC.md section 9), machine-readable in dateTime. */
export function JobDate({ value }: { value: string }) {
  const formatDate = useDateFormat()
  return <time dateTime={dateTimeAttribute(value)}>{formatDate(value)}</time>
}
