import { describe, expect, it } from 'vitest'
import { dateTimeAttribute, formatDate, NO_DATE, parseDate } from './format-date'

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
