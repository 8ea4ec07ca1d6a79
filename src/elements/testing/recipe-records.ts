import { breakfastImage } from './files'

/**
 * The recipe plugins as the CMS sends them: EXT:news records in EXT:headless_news' list and
 * detail shapes (`data.list`, `data.detail`, `settings.action`) with the project's recipe fields.
 */
export const vegan = { id: 31, pid: 30, title: 'Vegan', description: '', slug: 'vegan' }
export const vegetarian = {
  id: 32,
  pid: 30,
  title: 'Vegetarisch',
  description: '',
  slug: 'vegetarisch',
}
export const glutenFree = {
  id: 33,
  pid: 30,
  title: 'Glutenfrei',
  description: '',
  slug: 'glutenfrei',
}

export const recipeRecord = {
  uid: 71,
  title: 'Overnight Oats mit Zimt und Apfel',
  teaser: 'Am Abend vorbereitet, am Morgen fertig: ein Frühstück mit Ballaststoffen und Magnesium.',
  isTopNews: 0,
  datetime: '2026-03-02 07:00:00',
  author: { author: 'Lena Hoffmann', authorEmail: '' },
  media: [breakfastImage],
  categories: [vegan, vegetarian],
  tags: [],
  metaData: { keywords: '', description: '', alternativeTitle: '' },
  slug: '/rezepte/overnight-oats-zimt-apfel',
  pathSegment: 'overnight-oats-zimt-apfel',
}
