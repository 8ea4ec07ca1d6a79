import { dateTimeAttribute, formatDate } from '../../lib/format-date'
import { useStorefront } from '../../lib/storefront-context'

/** A record's date in the page's language (SPEC.md section 9), machine-readable in dateTime. */
export function NewsDate({ value, className }: { value: string; className?: string }) {
  const { languageTag } = useStorefront()
  const dateTime = dateTimeAttribute(value)
  if (!dateTime) return null
  return (
    <time className={className} dateTime={dateTime}>
      {formatDate(value, { locale: languageTag })}
    </time>
  )
}
