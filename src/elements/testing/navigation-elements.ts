import { element, textElement } from './text-elements'
import { zincImage } from './files'

const page = (title: string, link: string, extra: Record<string, unknown> = {}) => ({
  title,
  link,
  target: '',
  active: 0,
  current: 0,
  spacer: 0,
  hasSubpages: 0,
  ...extra,
})

export const menuPagesElement = element(
  701,
  'menu_pages',
  {
    header: 'Rezepte für mehr Energie',
    subheader: '',
    headerLayout: 3,
    headerPosition: '',
    headerLink: '',
    menu: [
      page('Overnight Oats mit Zimt', '/rezepte/overnight-oats-zimt', {
        abstract: 'Vorbereitet am Abend, fertig am Morgen.',
        media: [zincImage],
      }),
      page('Grüner Smoothie', '/rezepte/gruener-smoothie'),
      page('Linsensalat mit Feta', '/rezepte/linsensalat-feta'),
    ],
  },
  { layout: 'menu-with-cards' },
)

export const menuSubpagesElement = element(702, 'menu_subpages', {
  header: 'Ratgeber',
  headerLayout: 3,
  menu: [
    page('Immunsystem', '/ratgeber/immunsystem', { active: 1, current: 1 }),
    page('Schlaf', '/ratgeber/schlaf'),
    page('', '', { spacer: 1 }),
    page('Sport und Muskeln', '/ratgeber/sport'),
  ],
})

export const menuSitemapElement = element(703, 'menu_sitemap', {
  header: 'Sitemap',
  headerLayout: 2,
  menu: [
    page('Produkte', '/produkte', {
      hasSubpages: 1,
      children: [page('Magnesium', '/produkte/magnesium'), page('Zink', '/produkte/zink')],
    }),
    page('Ratgeber', '/ratgeber', { children: [page('Schlaf', '/ratgeber/schlaf')] }),
    page('Kontakt', '/kontakt'),
  ],
})

/** 'Insert records' pointing at a text element elsewhere in the tree. */
export const shortcutElement = element(704, 'shortcut', {
  header: '',
  shortcut: [{ ...textElement, id: 9502, categories: '' }],
})
