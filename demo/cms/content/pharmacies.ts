import type { Company } from './company'

/**
 * The pharmacy finder's records (CType pharmacy_search): pharmacies in Germany and Austria with
 * their coordinates, and the place table that turns a postcode or town into coordinates, as the
 * brands' pharmacy service would list them. Invented pharmacies at real streets of real towns;
 * each brand is stocked by its own share of them (the house brand by all).
 */

/**
 * A line of opening hours as schema.org's OpeningHoursSpecification has it: the days by their
 * schema.org names, the times as 'HH:mm' on a 24-hour clock. Data, never words: each page says
 * them in its own language.
 */
interface OpeningHoursRecord {
  dayOfWeek: string[]
  opens: string
  closes: string
}

interface PharmacyRecord {
  uid: number
  name: string
  street: string
  postcode: string
  city: string
  phone: string
  openingHoursSpecification: OpeningHoursRecord[]
  lat: number
  lng: number
}

const MONDAY_TO_FRIDAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']

const mondayToFriday = (opens: string, closes: string): OpeningHoursRecord => ({
  dayOfWeek: MONDAY_TO_FRIDAY,
  opens,
  closes,
})
const mondayToSaturday = (opens: string, closes: string): OpeningHoursRecord => ({
  dayOfWeek: [...MONDAY_TO_FRIDAY, 'Saturday'],
  opens,
  closes,
})
const saturday = (opens: string, closes: string): OpeningHoursRecord => ({
  dayOfWeek: ['Saturday'],
  opens,
  closes,
})

interface PlaceRecord {
  postcode: string
  city: string
  lat: number
  lng: number
}

const pharmacy = (
  uid: number,
  name: string,
  street: string,
  postcode: string,
  city: string,
  phone: string,
  openingHoursSpecification: OpeningHoursRecord[],
  lat: number,
  lng: number,
): PharmacyRecord => ({
  uid,
  name,
  street,
  postcode,
  city,
  phone,
  openingHoursSpecification,
  lat,
  lng,
})

const GERMANY: PharmacyRecord[] = [
  pharmacy(
    1,
    'Apotheke am Rosenthaler Platz',
    'Rosenthaler Straße 40',
    '10178',
    'Berlin',
    '030 2804 1170',
    [mondayToFriday('08:00', '20:00'), saturday('09:00', '18:00')],
    52.5293,
    13.4016,
  ),
  pharmacy(
    2,
    'Invaliden-Apotheke',
    'Invalidenstraße 98',
    '10115',
    'Berlin',
    '030 2809 5531',
    [mondayToFriday('08:00', '19:00'), saturday('09:00', '14:00')],
    52.5305,
    13.3822,
  ),
  pharmacy(
    3,
    'Kastanien-Apotheke',
    'Kastanienallee 12',
    '10435',
    'Berlin',
    '030 4405 2290',
    [mondayToFriday('08:30', '19:00'), saturday('09:00', '16:00')],
    52.5376,
    13.4087,
  ),
  pharmacy(
    4,
    'Apotheke am Hermannplatz',
    'Karl-Marx-Straße 2',
    '12043',
    'Berlin',
    '030 6273 3410',
    [mondayToSaturday('08:00', '20:00')],
    52.486,
    13.4247,
  ),
  pharmacy(
    5,
    'Sanssouci-Apotheke',
    'Brandenburger Straße 30',
    '14467',
    'Potsdam',
    '0331 2701 845',
    [mondayToFriday('08:00', '19:00'), saturday('09:00', '15:00')],
    52.4,
    13.056,
  ),
  pharmacy(
    6,
    'Alster-Apotheke',
    'Mönckebergstraße 11',
    '20095',
    'Hamburg',
    '040 3260 1190',
    [mondayToFriday('08:00', '19:00'), saturday('09:00', '18:00')],
    53.5509,
    9.999,
  ),
  pharmacy(
    7,
    'Apotheke an der Elbe',
    'Große Elbstraße 145',
    '22767',
    'Hamburg',
    '040 3806 2240',
    [mondayToFriday('08:30', '18:30'), saturday('09:00', '13:00')],
    53.5452,
    9.9401,
  ),
  pharmacy(
    8,
    'Ottenser Hof-Apotheke',
    'Ottenser Hauptstraße 5',
    '22765',
    'Hamburg',
    '040 3990 4471',
    [mondayToFriday('08:00', '19:00'), saturday('09:00', '16:00')],
    53.5527,
    9.9282,
  ),
  pharmacy(
    9,
    'Marien-Apotheke',
    'Rosenstraße 6',
    '80331',
    'München',
    '089 2602 3380',
    [mondayToSaturday('08:00', '20:00')],
    48.1365,
    11.574,
  ),
  pharmacy(
    10,
    'Schwabinger Apotheke',
    'Leopoldstraße 44',
    '80802',
    'München',
    '089 3307 1590',
    [mondayToFriday('08:00', '19:00'), saturday('09:00', '14:00')],
    48.1597,
    11.585,
  ),
  pharmacy(
    11,
    'Isar-Apotheke',
    'Fraunhoferstraße 19',
    '80469',
    'München',
    '089 2011 8843',
    [mondayToFriday('08:30', '19:00'), saturday('09:00', '13:00')],
    48.131,
    11.5735,
  ),
  pharmacy(
    12,
    'Dom-Apotheke',
    'Hohe Straße 82',
    '50667',
    'Köln',
    '0221 2578 114',
    [mondayToSaturday('08:00', '20:00')],
    50.937,
    6.957,
  ),
  pharmacy(
    13,
    'Apotheke am Rudolfplatz',
    'Hahnenstraße 3',
    '50667',
    'Köln',
    '0221 2521 908',
    [mondayToFriday('08:00', '19:00'), saturday('09:00', '16:00')],
    50.936,
    6.94,
  ),
  pharmacy(
    14,
    'Römer-Apotheke',
    'Berliner Straße 27',
    '60311',
    'Frankfurt am Main',
    '069 2998 7710',
    [mondayToFriday('08:00', '19:00'), saturday('09:00', '16:00')],
    50.1115,
    8.68,
  ),
  pharmacy(
    15,
    'Sachsenhäuser Apotheke',
    'Schweizer Straße 33',
    '60594',
    'Frankfurt am Main',
    '069 6109 3321',
    [mondayToFriday('08:30', '18:30'), saturday('09:00', '13:00')],
    50.102,
    8.678,
  ),
  pharmacy(
    16,
    'Münster-Apotheke',
    'Münsterplatz 17',
    '79098',
    'Freiburg im Breisgau',
    '0761 3876 20',
    [mondayToFriday('08:30', '19:00'), saturday('09:00', '16:00')],
    47.9955,
    7.853,
  ),
  pharmacy(
    17,
    'Wiehre-Apotheke',
    'Günterstalstraße 21',
    '79102',
    'Freiburg im Breisgau',
    '0761 7071 55',
    [mondayToFriday('08:00', '18:30'), saturday('08:30', '12:30')],
    47.9865,
    7.851,
  ),
  pharmacy(
    18,
    'Thomas-Apotheke',
    'Thomaskirchhof 8',
    '04109',
    'Leipzig',
    '0341 9615 530',
    [mondayToFriday('08:00', '19:00'), saturday('09:00', '16:00')],
    51.3395,
    12.3723,
  ),
  pharmacy(
    19,
    'Schlossplatz-Apotheke',
    'Königstraße 32',
    '70173',
    'Stuttgart',
    '0711 2262 840',
    [mondayToSaturday('08:30', '20:00')],
    48.7765,
    9.18,
  ),
  pharmacy(
    20,
    'Frauenkirch-Apotheke',
    'Neumarkt 2',
    '01067',
    'Dresden',
    '0351 4956 220',
    [mondayToFriday('08:00', '19:00'), saturday('09:00', '14:00')],
    51.0515,
    13.7415,
  ),
]

const AUSTRIA: PharmacyRecord[] = [
  pharmacy(
    101,
    'Apotheke zum Stephansdom',
    'Stephansplatz 8',
    '1010',
    'Wien',
    '01 512 4418',
    [mondayToFriday('08:00', '18:30'), saturday('08:00', '12:00')],
    48.2086,
    16.3725,
  ),
  pharmacy(
    102,
    'Neubau-Apotheke',
    'Neubaugasse 34',
    '1070',
    'Wien',
    '01 523 6190',
    [mondayToFriday('08:00', '18:30'), saturday('08:00', '12:00')],
    48.201,
    16.3495,
  ),
  pharmacy(
    103,
    'Favoriten-Apotheke',
    'Favoritenstraße 120',
    '1100',
    'Wien',
    '01 604 3327',
    [mondayToFriday('08:00', '19:00'), saturday('08:00', '13:00')],
    48.178,
    16.377,
  ),
  pharmacy(
    104,
    'Apotheke am Naschmarkt',
    'Linke Wienzeile 20',
    '1060',
    'Wien',
    '01 587 2243',
    [mondayToFriday('08:00', '18:30'), saturday('08:00', '12:00')],
    48.1985,
    16.362,
  ),
  pharmacy(
    105,
    'Murinsel-Apotheke',
    'Annenstraße 18',
    '8020',
    'Graz',
    '0316 71 24 60',
    [mondayToFriday('08:00', '18:00'), saturday('08:00', '12:30')],
    47.071,
    15.43,
  ),
  pharmacy(
    106,
    'Apotheke am Hauptplatz',
    'Hauptplatz 4',
    '8010',
    'Graz',
    '0316 82 27 11',
    [mondayToFriday('08:00', '18:30'), saturday('08:00', '12:30')],
    47.0712,
    15.4382,
  ),
  pharmacy(
    107,
    'Landstraßen-Apotheke',
    'Landstraße 31',
    '4020',
    'Linz',
    '0732 77 15 02',
    [mondayToFriday('07:30', '18:30'), saturday('08:00', '12:00')],
    48.303,
    14.2905,
  ),
  pharmacy(
    108,
    'Getreidegassen-Apotheke',
    'Getreidegasse 21',
    '5020',
    'Salzburg',
    '0662 84 35 77',
    [mondayToFriday('08:00', '18:00'), saturday('08:00', '12:00')],
    47.8,
    13.0435,
  ),
  pharmacy(
    109,
    'Stadt-Apotheke Innsbruck',
    'Maria-Theresien-Straße 9',
    '6020',
    'Innsbruck',
    '0512 58 28 14',
    [mondayToFriday('08:00', '18:00'), saturday('08:00', '12:00')],
    47.266,
    11.3945,
  ),
  pharmacy(
    110,
    'Domplatz-Apotheke',
    'Domplatz 3',
    '3100',
    'St. Pölten',
    '02742 35 22 11',
    [mondayToFriday('08:00', '18:00'), saturday('08:00', '12:00')],
    48.205,
    15.6245,
  ),
]

const PLACES: Record<'DE' | 'AT', PlaceRecord[]> = {
  DE: [
    { postcode: '10115', city: 'Berlin', lat: 52.5323, lng: 13.3846 },
    { postcode: '10178', city: 'Berlin', lat: 52.5219, lng: 13.4132 },
    { postcode: '10437', city: 'Berlin', lat: 52.5403, lng: 13.4146 },
    { postcode: '12043', city: 'Berlin', lat: 52.4811, lng: 13.4353 },
    { postcode: '14467', city: 'Potsdam', lat: 52.3989, lng: 13.0657 },
    { postcode: '20095', city: 'Hamburg', lat: 53.5511, lng: 10.0006 },
    { postcode: '22767', city: 'Hamburg', lat: 53.5503, lng: 9.935 },
    { postcode: '80331', city: 'München', lat: 48.1372, lng: 11.5755 },
    { postcode: '80802', city: 'München', lat: 48.159, lng: 11.586 },
    { postcode: '50667', city: 'Köln', lat: 50.9384, lng: 6.9583 },
    { postcode: '60311', city: 'Frankfurt am Main', lat: 50.1109, lng: 8.6821 },
    { postcode: '79098', city: 'Freiburg im Breisgau', lat: 47.9959, lng: 7.8522 },
    { postcode: '04109', city: 'Leipzig', lat: 51.3397, lng: 12.3731 },
    { postcode: '01067', city: 'Dresden', lat: 51.0504, lng: 13.7373 },
    { postcode: '70173', city: 'Stuttgart', lat: 48.7758, lng: 9.1829 },
    { postcode: '28195', city: 'Bremen', lat: 53.0793, lng: 8.8017 },
  ],
  AT: [
    { postcode: '1010', city: 'Wien', lat: 48.2082, lng: 16.3738 },
    { postcode: '1070', city: 'Wien', lat: 48.2019, lng: 16.3499 },
    { postcode: '1100', city: 'Wien', lat: 48.1755, lng: 16.3763 },
    { postcode: '8010', city: 'Graz', lat: 47.0707, lng: 15.4395 },
    { postcode: '4020', city: 'Linz', lat: 48.3069, lng: 14.2858 },
    { postcode: '5020', city: 'Salzburg', lat: 47.8095, lng: 13.055 },
    { postcode: '6020', city: 'Innsbruck', lat: 47.2692, lng: 11.4041 },
    { postcode: '3100', city: 'St. Pölten', lat: 48.2047, lng: 15.6256 },
    { postcode: '9020', city: 'Klagenfurt', lat: 46.6247, lng: 14.3053 },
  ],
}

/** Which third of the pharmacies does not stock a brand (the house brand is everywhere). */
const GAP: Record<string, number | null> = { vitalis: null, litozin: 0, queisser: 1, stozzon: 2 }

/**
 * The plugin's `data` for a company's site: the pharmacies of its country that stock its brand
 * (named by the company's first word), the country's places, at most ten within 50 km.
 */
export const pharmacyData = (c: Company) => {
  const gap = GAP[c.name.split(' ')[0]?.toLowerCase() ?? ''] ?? null
  const all = c.shipping.country === 'AT' ? AUSTRIA : GERMANY
  return {
    query: '',
    radiusKm: 50,
    limit: 10,
    pharmacies: all.filter((entry) => gap === null || entry.uid % 3 !== gap),
    places: PLACES[c.shipping.country],
  }
}
