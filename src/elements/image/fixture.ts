import { element } from '../testing/element'
import { breakfastImage, magnesiumImage, zincImage } from '../testing/files'
import { gallery } from '../testing/gallery'

export const fixture = element(603, 'image', {
  header: 'Unsere Bestseller',
  subheader: '',
  headerLayout: 2,
  headerPosition: '',
  headerLink: '',
  gallery: gallery(
    { horizontal: 'center', vertical: 'above', noWrap: false },
    {
      '1': { '1': magnesiumImage, '2': zincImage },
      '2': { '1': breakfastImage },
    },
  ),
})

/** What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. */
export const fixtureText = 'Magnesium trägt zur normalen Muskelfunktion bei.'
