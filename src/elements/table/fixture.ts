import { element } from '../testing/element'

export const fixture = element(505, 'table', {
  header: 'Nährwerte pro Tagesdosis',
  subheader: '',
  headerLayout: 2,
  headerPosition: '',
  headerLink: '',
  bodytext: [
    ['Nährstoff', 'Menge', '% NRV*'],
    ['Magnesium', '400 mg', '107 %'],
    ['Vitamin B6', '1,4 mg', '100 %'],
    ['Vitamin B12', '2,5 µg', '100 %'],
    ['* Nährstoffbezugswert nach VO (EU) 1169/2011', '', ''],
  ],
  tableCaption: 'Angaben je Stick (2,1 g)',
  tableHeaderPosition: 1,
  tableClass: 'striped',
  tableTfoot: 1,
  tableDelimiter: 124,
  tableEnclosure: 0,
})

/** What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. */
export const fixtureText = 'Vitamin B12'
