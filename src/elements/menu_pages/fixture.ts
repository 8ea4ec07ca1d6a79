import { element } from '../testing/element'
import { zincImage } from '../testing/files'
import { menuPage } from '../testing/menu-page'

export const fixture = element(
  701,
  'menu_pages',
  {
    header: 'Rezepte für mehr Energie',
    subheader: '',
    headerLayout: 3,
    headerPosition: '',
    headerLink: '',
    menu: [
      menuPage('Overnight Oats mit Zimt', '/rezepte/overnight-oats-zimt', {
        abstract: 'Vorbereitet am Abend, fertig am Morgen.',
        media: [zincImage],
      }),
      menuPage('Grüner Smoothie', '/rezepte/gruener-smoothie'),
      menuPage('Linsensalat mit Feta', '/rezepte/linsensalat-feta'),
    ],
  },
  { layout: 'menu-with-cards' },
)

/** What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. */
export const fixtureText = 'Grüner Smoothie'
