import { useCallback, useContext } from 'react'
import { DATE_TIME_ZONE, formatDate } from '../../lib/format-date'
import { SiteContext } from '../../lib/site-context'
import { useStorefront } from '../../lib/storefront-context'

/**
 * Formats a date value (src/lib/format-date.ts) in the page's language and the site's time zone
 * (`config.timezone`, e.g. Europe/Vienna on the Austrian site). Both come from the bootstrap's
 * site and locale, so the server's render and the browser's hydration show the same text.
 * Outside a site (component tests) the time zone is SPEC.md section 9's Europe/Berlin.
 */
export const useDateFormat = (): ((
  value: string | null | undefined,
  options?: { withTime?: boolean },
) => string) => {
  const { languageTag } = useStorefront()
  const timeZone = useContext(SiteContext)?.config.timezone ?? DATE_TIME_ZONE
  return useCallback(
    (value, { withTime = false } = {}) =>
      formatDate(value, { locale: languageTag, withTime, timeZone }),
    [languageTag, timeZone],
  )
}
