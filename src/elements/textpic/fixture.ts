import { element } from '../testing/element'
import { magnesiumImage } from '../testing/files'
import { gallery } from '../testing/gallery'

/** As in page.json: the opening textpic of a page, layout 'hero', frame 'none'. */
export const fixture = element(
  601,
  'textpic',
  {
    header: 'Magnesium 400 Direkt',
    subheader: 'Für Muskeln und Nerven, ohne Wasser einzunehmen',
    headerLayout: 1,
    headerPosition: '',
    headerLink: {
      href: '/produkte/magnesium-400-direkt',
      target: null,
      class: null,
      title: null,
      linkText: 't3://page?uid=87',
      additionalAttributes: [],
    },
    enlargeImageOnClick: false,
    bodytext: '',
    gallery: gallery(
      { horizontal: 'center', vertical: 'above', noWrap: false },
      { '1': { '1': magnesiumImage } },
    ),
  },
  { layout: 'hero', frameClass: 'none' },
)

/** What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. */
export const fixtureText = 'Magnesium 400 Direkt'
