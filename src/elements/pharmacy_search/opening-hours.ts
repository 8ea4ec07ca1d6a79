import { fillParams } from '../../lib/form-rules/messages'
import type { Translate } from '../../lib/i18n'
import { numberLocale } from '../../lib/number-format'
import { WEEKDAYS, type DayOfWeek, type OpeningHours } from './pharmacy-model'

/**
 * A pharmacy's opening hours in the page's language: weekday names from Intl ('Mo' in German,
 * 'Mon' in English), ranges of consecutive days ('Mo–Fr'), and the times on a 24-hour clock
 * in both languages ('08:00–18:30 Uhr', '08:00–18:30'). The pages are a German or Austrian
 * shop's: its English pages are read by people in Germany and Austria, where every door, receipt
 * and timetable counts to 24, as British English does for opening hours; '8:00 AM' would read
 * American. The locale follows the page's numbers (numberLocale: the German shop's English pages
 * write English, not CLDR's en-DE).
 */

/** A Monday (1 January 2024), as milliseconds: the weekday names are read off that week. */
const A_MONDAY = Date.UTC(2024, 0, 1)
const DAY_MS = 24 * 60 * 60 * 1000

/** One Intl.DateTimeFormat per locale and use, kept as the number formats are (making one is dear). */
const formats = new Map<string, Intl.DateTimeFormat>()
const formatOf = (locale: string, use: 'weekday' | 'time'): Intl.DateTimeFormat => {
  const key = `${locale}\u0000${use}`
  let format = formats.get(key)
  if (format === undefined) {
    // UTC on both sides: the instants below are names and clock times, not moments anywhere.
    format = new Intl.DateTimeFormat(
      locale,
      use === 'weekday'
        ? { weekday: 'short', timeZone: 'UTC' }
        : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' },
    )
    formats.set(key, format)
  }
  return format
}

const dayName = (locale: string, day: DayOfWeek): string =>
  formatOf(locale, 'weekday').format(A_MONDAY + WEEKDAYS.indexOf(day) * DAY_MS)

/** 'HH:mm' as the locale writes a time of day. */
const timeOf = (locale: string, time: string): string => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return formatOf(locale, 'time').format(Date.UTC(1970, 0, 1, hours, minutes))
}

/** Days in week order as runs of consecutive days: [Mon, Tue, Wed, Sat] → [[Mon…Wed], [Sat]]. */
const runsOf = (days: readonly DayOfWeek[]): DayOfWeek[][] => {
  const runs: DayOfWeek[][] = []
  let previous = -2
  for (const day of days) {
    const index = WEEKDAYS.indexOf(day)
    const run = runs.at(-1)
    if (run && index === previous + 1) run.push(day)
    else runs.push([day])
    previous = index
  }
  return runs
}

/** 'Mo–Fr', 'Sa', 'Mo, Mi': a run of two days or more as a range. */
const daysText = (locale: string, days: readonly DayOfWeek[]): string =>
  runsOf(days)
    .map((run) => {
      const first = dayName(locale, run[0]!)
      return run.length > 1 ? `${first}–${dayName(locale, run.at(-1)!)}` : first
    })
    .join(', ')

/**
 * 'Mo–Fr 08:00–20:00 Uhr, Sa 09:00–14:00 Uhr' on a German page, 'Mon–Fri 08:00–20:00,
 * Sat 09:00–14:00' on an English one; '' without opening hours. The day names are the
 * runtime's CLDR data, which changes now and then ('Mo.' before CLDR 46 or so, 'Mo' since).
 */
export const openingHoursText = (
  hours: readonly OpeningHours[],
  languageTag: string,
  t: Translate,
): string => {
  const locale = numberLocale(languageTag)
  const line = t('pharmacy.hours.line')
  return hours
    .map(({ dayOfWeek, opens, closes }) =>
      fillParams(line, {
        days: daysText(locale, dayOfWeek),
        opens: timeOf(locale, opens),
        closes: timeOf(locale, closes),
      }),
    )
    .join(', ')
}
