import { element } from '../testing/element'
import { heroImage } from '../testing/files'

export const fixture = element(
  605,
  'hero_banner',
  {
    header: 'Ihr Immunsystem im Winter',
    subheader: 'Vitamine, Mineralstoffe und Tipps für die kalte Jahreszeit',
    bodytext:
      '<p>Entdecken Sie unsere <a href="/produkte/immun">Immun-Produkte</a> für die ganze Familie.</p>',
    image: heroImage,
    search: { placeholder: 'Produkt oder Wirkstoff suchen', buttonLabel: 'Suchen' },
  },
  { frameClass: 'none', layout: 'default' },
)

/** What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. */
export const fixtureText = 'Ihr Immunsystem im Winter'
