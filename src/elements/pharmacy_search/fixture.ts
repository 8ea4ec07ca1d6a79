import type { DayOfWeek } from './pharmacy-model'
import { element } from '../testing/element'

/**
 * The pharmacy finder plugin as EXT:headless sends it (CType pharmacy_search): a few Berlin and
 * Potsdam pharmacies, the place table, and the request's `q`, here a postcode in Berlin-Mitte.
 * Opening hours are schema.org OpeningHoursSpecification lines.
 */
const MONDAY_TO_FRIDAY: DayOfWeek[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']
const hours = (dayOfWeek: DayOfWeek[], opens: string, closes: string) => ({
  dayOfWeek,
  opens,
  closes,
})

export const pharmacyRecords = [
  {
    uid: 1,
    name: 'Apotheke am Rosenthaler Platz',
    street: 'Rosenthaler Straße 40',
    postcode: '10178',
    city: 'Berlin',
    phone: '030 2804 1170',
    openingHoursSpecification: [hours(MONDAY_TO_FRIDAY, '08:00', '20:00')],
    lat: 52.5293,
    lng: 13.4016,
  },
  {
    uid: 2,
    name: 'Invaliden-Apotheke',
    street: 'Invalidenstraße 98',
    postcode: '10115',
    city: 'Berlin',
    phone: '030 2809 5531',
    openingHoursSpecification: [
      hours(MONDAY_TO_FRIDAY, '08:00', '19:00'),
      hours(['Saturday'], '09:00', '14:00'),
    ],
    lat: 52.5305,
    lng: 13.3822,
  },
  {
    uid: 4,
    name: 'Apotheke am Hermannplatz',
    street: 'Karl-Marx-Straße 2',
    postcode: '12043',
    city: 'Berlin',
    phone: '030 6273 3410',
    openingHoursSpecification: [hours([...MONDAY_TO_FRIDAY, 'Saturday'], '08:00', '20:00')],
    lat: 52.486,
    lng: 13.4247,
  },
  {
    uid: 5,
    name: 'Sanssouci-Apotheke',
    street: 'Brandenburger Straße 30',
    postcode: '14467',
    city: 'Potsdam',
    phone: '0331 2701 845',
    openingHoursSpecification: [],
    lat: 52.4,
    lng: 13.056,
  },
  {
    uid: 6,
    name: 'Alster-Apotheke',
    street: 'Mönckebergstraße 11',
    postcode: '20095',
    city: 'Hamburg',
    phone: '040 3260 1190',
    openingHoursSpecification: [hours(MONDAY_TO_FRIDAY, '08:00', '19:00')],
    lat: 53.5509,
    lng: 9.999,
  },
]

export const placeRecords = [
  { postcode: '10115', city: 'Berlin', lat: 52.5323, lng: 13.3846 },
  { postcode: '12043', city: 'Berlin', lat: 52.4811, lng: 13.4353 },
  { postcode: '14467', city: 'Potsdam', lat: 52.3989, lng: 13.0657 },
  { postcode: '20095', city: 'Hamburg', lat: 53.5511, lng: 10.0006 },
  { postcode: '79098', city: 'Freiburg im Breisgau', lat: 47.9959, lng: 7.8522 },
]

export const pharmacyData = (query: string) => ({
  query,
  radiusKm: 50,
  limit: 10,
  pharmacies: pharmacyRecords,
  places: placeRecords,
})

export const fixture = element(901, 'pharmacy_search', {
  header: 'Apotheke in Ihrer Nähe finden',
  headerLayout: 2,
  data: pharmacyData('10115'),
})

/** What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. */
export const fixtureText = 'Invaliden-Apotheke'
