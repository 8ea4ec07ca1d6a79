import { element } from '../testing/element'
import { breakfastImage, zincImage } from '../testing/files'
import { gallery } from '../testing/gallery'

export const fixture = element(
  602,
  'textmedia',
  {
    header: 'Gesund in den Tag starten',
    subheader: '',
    headerLayout: 0,
    headerPosition: '',
    headerLink: '',
    enlargeImageOnClick: true,
    bodytext:
      '<p>Ein ausgewogenes Frühstück mit Haferflocken, Nüssen und frischem Obst liefert Ballaststoffe, Zink und Magnesium.</p>',
    gallery: gallery(
      { horizontal: 'right', vertical: 'intext', noWrap: true },
      { '1': { '1': breakfastImage, '2': zincImage } },
    ),
  },
  { spaceBefore: 'extra-large' },
)

/** What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. */
export const fixtureText = 'Haferflocken, Nüssen'
