import { describe, expect, it } from 'vitest'
import { createI18n } from '../../lib/create-i18n'
import { DE } from '../../lib/texts/de'
import { EN } from '../../lib/texts/en'
import { openingHoursText } from './opening-hours'
import type { OpeningHours } from './pharmacy-model'
import { pharmacySearchSchema } from './schema'

const german = createI18n('de', DE).t
const english = createI18n('en', EN).t

const WEEKDAYS: OpeningHours = {
  dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: '08:30',
  closes: '18:30',
}
const SATURDAY: OpeningHours = { dayOfWeek: ['Saturday'], opens: '09:00', closes: '13:00' }

describe('openingHoursText', () => {
  it('writes German hours with German day names and "Uhr", on a 24-hour clock', () => {
    // CLDR abbreviated German days with a full stop until version 46 or so ('Mo.'), now without.
    expect(openingHoursText([WEEKDAYS, SATURDAY], 'de-DE', german)).toMatch(
      /^Mo\.?–Fr\.? 08:30–18:30 Uhr, Sa\.? 09:00–13:00 Uhr$/,
    )
    expect(openingHoursText([WEEKDAYS], 'de-AT', german)).toMatch(/^Mo\.?–Fr\.? 08:30–18:30 Uhr$/)
  })

  it('writes an English page’s hours in English, still on a 24-hour clock', () => {
    expect(openingHoursText([WEEKDAYS, SATURDAY], 'en-DE', english)).toBe(
      'Mon–Fri 08:30–18:30, Sat 09:00–13:00',
    )
    expect(openingHoursText([WEEKDAYS], 'en-GB', english)).toBe('Mon–Fri 08:30–18:30')
  })

  it('makes ranges of consecutive days only', () => {
    const scattered: OpeningHours = {
      dayOfWeek: ['Monday', 'Wednesday', 'Thursday', 'Friday', 'Sunday'],
      opens: '10:00',
      closes: '12:00',
    }
    expect(openingHoursText([scattered], 'en-DE', english)).toBe('Mon, Wed–Fri, Sun 10:00–12:00')
  })

  it('says nothing without opening hours', () => {
    expect(openingHoursText([], 'de-DE', german)).toBe('')
  })
})

describe('the pharmacy search schema’s opening hours', () => {
  const parse = (openingHoursSpecification: unknown) =>
    pharmacySearchSchema.parse({
      data: {
        pharmacies: [{ uid: 1, name: 'Apotheke', lat: 52.5, lng: 13.4, openingHoursSpecification }],
      },
    }).pharmacies[0]?.openingHoursSpecification

  it('reads schema.org’s forms: day URLs, a single day, seconds, days out of order', () => {
    expect(
      parse([
        {
          dayOfWeek: ['https://schema.org/Friday', 'Monday', 'Monday'],
          opens: '08:00:00',
          closes: '18:30',
        },
        { dayOfWeek: 'Saturday', opens: '09:00', closes: '13:00' },
      ]),
    ).toEqual([
      { dayOfWeek: ['Monday', 'Friday'], opens: '08:00', closes: '18:30' },
      { dayOfWeek: ['Saturday'], opens: '09:00', closes: '13:00' },
    ])
  })

  it('drops a line it cannot read and keeps the pharmacy, as a wording in words', () => {
    expect(
      parse([
        { dayOfWeek: ['Mo'], opens: '08:00', closes: '18:00' },
        { dayOfWeek: ['Monday'], opens: '8 Uhr', closes: '18:00' },
        { dayOfWeek: [], opens: '08:00', closes: '18:00' },
        { dayOfWeek: ['Tuesday'], opens: '08:00', closes: '18:00' },
      ]),
    ).toEqual([{ dayOfWeek: ['Tuesday'], opens: '08:00', closes: '18:00' }])
    expect(parse('Mo–Fr 8–19 Uhr')).toEqual([])
  })
})
