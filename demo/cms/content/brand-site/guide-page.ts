import type { PageSpec } from '../model'
import type { GalleryOptions } from '../builders'
import type { PageMeta, Picture } from './page-values'

/**
 * A brand's guide: a header, the editors' introduction with a picture, the newest articles
 * (the news plugin) and cards to the guide's pages.
 */
export interface GuideValues {
  meta: PageMeta
  header: { title: string; subheader: string }
  intro: {
    element: 'textmedia' | 'textpic'
    title: string
    bodytext: string
    picture: Picture
    options?: GalleryOptions
  }
  news: { title: string; subheader: string }
  topicsTitle: string
}

export const guidePage = (guide: GuideValues, layoutColor: string): PageSpec => ({
  key: 'guide',
  parent: 'home',
  slug: '/ratgeber',
  ...guide.meta,
  layoutColor,
  content: (b) => {
    const { intro } = guide
    return [
      b.header(guide.header.title, { subheader: guide.header.subheader }),
      b[intro.element](intro.title, intro.bodytext, b.file(...intro.picture), intro.options),
      b.newsList(guide.news.title, { subheader: guide.news.subheader }),
      b.menuSubpages(guide.topicsTitle, 'guide', { layout: 'menu-with-cards' }),
    ]
  },
})
