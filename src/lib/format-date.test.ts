import { describe, expect, it } from 'vitest'
import { dateTimeAttribute, formatDate, isTimeZone, NO_DATE, parseDate } from './format-date'

describe('formatDate', () => {
  it.each([
    // [value, options, shown]
    ['2026-11-24 10:15:00', {}, '24.11.26'],
    ['2026-11-24 10:15:00', { withTime: true }, '24.11.26, 11:15'],
    // Read as UTC, shown in Berlin: late evening UTC is the next day there.
    ['2026-11-24 23:30:00', { withTime: true }, '25.11.26, 00:30'],
    // Summer time: UTC+2.
    ['2026-07-01 22:30:00', { withTime: true }, '02.07.26, 00:30'],
    ['2026-03-05', {}, '05.03.26'],
    // Without an offset, the ISO form of the database format: UTC as well.
    ['2026-11-24T23:30:00', { withTime: true }, '25.11.26, 00:30'],
    ['2026-03-05T08:00:00+01:00', { withTime: true }, '05.03.26, 08:00'],
    ['2026-03-05 08:00:00', { locale: 'en-DE' }, '05/03/26'],
    ['2026-03-05 08:00:00', { locale: 'de-AT' }, '05.03.26'],
    ['2026-03-05 08:00:00', { locale: 'en-US', withTime: true }, '03/05/26, 9:00 AM'],
  ] as const)('shows %s (%o) as %s', (value, options, shown) => {
    expect(formatDate(value, options)).toBe(shown)
  })

  it.each([
    null,
    undefined,
    '',
    '   ',
    'gestern',
    '2026-13-01 00:00:00',
    '2026-02-30 00:00:00',
    '24.11.2026',
  ])('shows a dash for %o', (value) => {
    expect(formatDate(value)).toBe(NO_DATE)
    expect(dateTimeAttribute(value)).toBe('')
  })

  it.each([
    // Vienna and Berlin share their offsets: the same day and hour, through the zone asked for.
    ['2026-11-24 23:30:00', 'Europe/Vienna', '25.11.26, 00:30'],
    ['2026-07-01 22:30:00', 'Europe/Vienna', '02.07.26, 00:30'],
    // A zone that differs proves the option is used: UTC-5 in November, UTC-4 in July.
    ['2026-11-24 03:30:00', 'America/New_York', '23.11.26, 22:30'],
    ['2026-07-01 03:30:00', 'America/New_York', '30.06.26, 23:30'],
    ['2026-11-24 23:30:00', 'UTC', '24.11.26, 23:30'],
  ] as const)('shows %s in %s as %s', (value, timeZone, shown) => {
    expect(formatDate(value, { withTime: true, timeZone })).toBe(shown)
  })

  it('falls back to Europe/Berlin for a time zone Intl does not know', () => {
    expect(formatDate('2026-11-24 23:30:00', { withTime: true, timeZone: 'Mars/Olympus' })).toBe(
      '25.11.26, 00:30',
    )
  })

  it('falls back to the default locale for one Intl does not know', () => {
    expect(formatDate('2026-11-24 10:15:00', { locale: 'xx-invalid-locale-tag-!' })).toBe(
      '24.11.26',
    )
  })
})

describe('parseDate', () => {
  it('reads the database format as UTC', () => {
    expect(parseDate('2026-11-24 10:15:00')?.toISOString()).toBe('2026-11-24T10:15:00.000Z')
    expect(dateTimeAttribute('2026-11-24 10:15:00')).toBe('2026-11-24T10:15:00.000Z')
  })
})

describe('isTimeZone', () => {
  it('knows IANA zones and nothing else', () => {
    expect(isTimeZone('Europe/Vienna')).toBe(true)
    expect(isTimeZone('America/New_York')).toBe(true)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
    expect(isTimeZone('')).toBe(false)
  })
})
