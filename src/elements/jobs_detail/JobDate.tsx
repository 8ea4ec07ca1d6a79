import { dateTimeAttribute, formatDate } from '../../lib/format-date'
import { useStorefront } from '../../lib/storefront-context'

/** A posting's date in the page's language (SPEC.md section 9), machine-readable in dateTime. */
export function JobDate({ value }: { value: string }) {
  const { languageTag } = useStorefront()
  return (
    <time dateTime={dateTimeAttribute(value)}>{formatDate(value, { locale: languageTag })}</time>
  )
}
