import { date as isoDate, format, formatStr } from '@formkit/tempo'

/**
 * Dates as the product shows them (SPEC.md section 9): the shop's and the CMS's
 * 'yyyy-MM-dd HH:mm:ss' read as UTC, shown in the site's time zone (its `config.timezone`,
 * Europe/Berlin unless the site says otherwise) with a 2-digit day, month and year in the order
 * the locale writes them (de-DE unless the page says otherwise), the time of day when asked for,
 * and a dash where there is no date to show. Orders, returns, reviews, articles and jobs all go
 * through here, so a date reads the same wherever the shopper meets it.
 */

export const DEFAULT_DATE_LOCALE = 'de-DE'
/** SPEC.md section 9's time zone: the one a site that names none, or an unknown one, shows. */
export const DATE_TIME_ZONE = 'Europe/Berlin'
/** What a missing or unreadable date shows: a dash, never 'Invalid Date' or 01.01.70. */
export const NO_DATE = '–'

/** Magento's and TYPO3's database format, and its date-only form; both are UTC. */
const DATABASE_DATE = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}:\d{2}))?$/
/** An ISO 8601 date-time that states its offset: read as it says. */
const ZONED_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/

/** The instant a date value names; null when it names none. */
export const parseDate = (value: string | null | undefined): Date | null => {
  const text = value?.trim() ?? ''
  const database = DATABASE_DATE.exec(text)
  const iso = database
    ? `${database[1]}T${database[2] ?? '00:00:00'}Z`
    : ZONED_ISO.test(text)
      ? text
      : null
  if (!iso) return null
  try {
    const parsed = isoDate(iso)
    // tempo rolls 2026-02-30 over into March: a date that is not the one written is none.
    if (Number.isNaN(parsed.getTime())) return null
    if (database && parsed.toISOString().slice(0, 10) !== database[1]) return null
    return parsed
  } catch {
    return null
  }
}

/** Numeric tokens of the locale's short format, each made 2 digits wide ('D.M.YYYY' → 'DD.MM.YY'). */
const twoDigits = (tokens: string): string =>
  tokens
    .replace(/(?<![DdMY])D(?!D)/g, 'DD')
    .replace(/(?<!M)M(?!M)/g, 'MM')
    .replace(/YYYY/g, 'YY')

const tokensByLocale = new Map<string, string>()

/** The token string of the locale's short date (and time), widened to 2 digits; cached per locale. */
const tokensFor = (locale: string, withTime: boolean): string => {
  const key = `${locale}|${withTime}`
  let tokens = tokensByLocale.get(key)
  if (tokens === undefined) {
    tokens = twoDigits(
      formatStr(withTime ? { date: 'short', time: 'short' } : { date: 'short' }, locale),
    )
    tokensByLocale.set(key, tokens)
  }
  return tokens
}

export interface DateFormatOptions {
  /** The page's locale (BCP 47); de-DE when unset. */
  locale?: string | undefined
  /** Show the hour and minute too. */
  withTime?: boolean
  /** The IANA time zone the date is shown in (the site's `config.timezone`); Berlin when unset. */
  timeZone?: string | undefined
}

/** Whether Intl knows an IANA time zone name (the sites registry checks its `config.timezone`). */
export const isTimeZone = (timeZone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone })
    return true
  } catch {
    return false
  }
}

/** A date value as the shopper reads it; a dash when there is none. */
export const formatDate = (
  value: string | null | undefined,
  {
    locale = DEFAULT_DATE_LOCALE,
    withTime = false,
    timeZone = DATE_TIME_ZONE,
  }: DateFormatOptions = {},
): string => {
  const parsed = parseDate(value)
  if (!parsed) return NO_DATE
  try {
    return format({ date: parsed, format: tokensFor(locale, withTime), locale, tz: timeZone })
  } catch {
    // A locale or time zone Intl does not know: the defaults' format rather than no date at all.
    return locale === DEFAULT_DATE_LOCALE && timeZone === DATE_TIME_ZONE
      ? NO_DATE
      : formatDate(value, { withTime })
  }
}

/** The machine-readable form of a date value for <time dateTime>; '' when there is none. */
export const dateTimeAttribute = (value: string | null | undefined): string =>
  parseDate(value)?.toISOString() ?? ''
