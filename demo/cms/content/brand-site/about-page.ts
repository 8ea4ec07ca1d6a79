import type { ContentElement } from '../../types'
import type { Builder } from '../builders'
import type { PageSpec } from '../model'
import type { PageMeta } from './page-values'

/**
 * A brand's about page: its place in the tree and its SEO shape are the template's; what the
 * brand tells about itself differs too much between brands (a history table, a gallery, a
 * list of values) to be one layout, so the brand writes the content.
 */
export interface AboutValues {
  meta: PageMeta
  content: (b: Builder) => ContentElement[]
}

export const aboutPage = (about: AboutValues): PageSpec => ({
  key: 'about',
  parent: 'home',
  slug: '/ueber-uns',
  seo: 'list',
  themeWorld: 'brand',
  ...about.meta,
  content: about.content,
})
