import { breakfastImage, heroImage } from '../testing/files'
import { element } from '../testing/element'

/**
 * The news plugin as EXT:headless_news serializes it (`content.data`), with the project's
 * additions: the category menu in the list, related records in the detail, dates as
 * 'Y-m-d H:i:s' (UTC).
 */

const vitamins = {
  id: 11,
  pid: 90,
  title: 'Vitamine',
  description: 'Alles über Vitamine',
  slug: 'vitamine',
}
const everyday = { id: 12, pid: 90, title: 'Alltag', description: '', slug: 'alltag' }

const record = (uid: number, overrides: Record<string, unknown> = {}) => ({
  uid,
  title: 'Vitamin D im Winter: Worauf es jetzt ankommt',
  teaser: 'Zwischen Oktober und März reicht die Sonne in Deutschland kaum für die Eigenbildung.',
  isTopNews: 0,
  crdate: 'Nov 03 2026',
  tstamp: 'Nov 04 2026',
  datetime: '2026-11-03 23:30:00',
  archive: '',
  author: { author: 'Dr. Anna Berger', authorEmail: 'redaktion@vitalis.example' },
  media: [heroImage],
  falRelatedFiles: [],
  categories: [vitamins],
  tags: [],
  metaData: { keywords: 'Vitamin D, Winter', description: '', alternativeTitle: '' },
  slug: `/ratgeber/artikel/vitamin-d-im-winter-${uid}`,
  pathSegment: `vitamin-d-im-winter-${uid}`,
  ...overrides,
})

export const fixture = element(1201, 'news_pi1', {
  header: 'Neu im Ratgeber',
  subheader: '',
  headerLayout: 2,
  headerPosition: '',
  headerLink: '',
  data: {
    pagination: {
      first: '/ratgeber',
      last: '/ratgeber?page=2',
      prev: null,
      next: '/ratgeber?page=2',
      pages: [
        { page: '1', link: '/ratgeber', current: '1' },
        { page: '2', link: '/ratgeber?page=2', current: '0' },
      ],
    },
    list: [
      record(71),
      record(72, {
        title: 'Gut schlafen: Fünf Abendrituale, die wirklich helfen',
        teaser: 'Warum der Abend über die Nacht entscheidet.',
        datetime: '2026-10-20 08:00:00',
        media: [breakfastImage],
        categories: [everyday],
        author: { author: '', authorEmail: '' },
      }),
    ],
    settings: { orderBy: 'datetime', orderDirection: 'desc', templateLayout: '', action: 'list' },
    categoryMenu: {
      link: '/ratgeber',
      current: 1,
      categories: [
        { ...vitamins, link: '/ratgeber?category=vitamine', current: 0 },
        { ...everyday, link: '/ratgeber?category=alltag', current: 0 },
      ],
    },
  },
})

export const newsDetailElement = element(1202, 'news_pi1', {
  header: '',
  subheader: '',
  headerLayout: 0,
  headerPosition: '',
  headerLink: '',
  data: {
    detail: {
      ...record(71),
      bodytext:
        '<h2>Warum die Sonne im Winter nicht reicht</h2><p>Für die Bildung von Vitamin D braucht die Haut UV-B-Strahlung.</p>',
      canonical: '/ratgeber/artikel/vitamin-d-im-winter-71',
      related: [
        record(72, {
          title: 'Gut schlafen: Fünf Abendrituale, die wirklich helfen',
          categories: [everyday],
        }),
      ],
    },
    settings: { templateLayout: '', action: 'detail' },
    contentElements: [],
  },
})

/** What the fixture shows once rendered (../ssr.test.tsx): proof that the element rendered. */
export const fixtureText = 'Vitamin D im Winter'
