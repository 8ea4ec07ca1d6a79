import { element } from '../testing/element'
import { leafletPdf, nutritionTablePdf } from '../testing/files'

export const fixture = element(604, 'uploads', {
  header: 'Downloads',
  subheader: '',
  headerLayout: 2,
  headerPosition: '',
  headerLink: '',
  media: [leafletPdf, nutritionTablePdf],
  displayInformation: 1,
  displayFileSizeInformation: 1,
  displayDescription: 1,
})

/** What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. */
export const fixtureText = 'Gebrauchsinformation Magnesium 400'
