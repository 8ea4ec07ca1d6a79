import type { ContentElement } from '../../types'
import type { Builder } from '../builders'
import type { PageSpec } from '../model'
import type { PageMeta } from './page-values'

/**
 * A brand's long guide page (the benchmarks' long page, every element type): the brand's
 * article, then the same close on every brand site (products, downloads, the service block,
 * questions, menus, sources) and a sidebar with the shop's elements and a note.
 */
export interface LongGuideValues {
  slug: string
  meta: PageMeta
  /** The article, from its hero to its last section. */
  article: (b: Builder) => ContentElement[]
  products: { title: string; pageSize: number }
  /** Demo media files with their descriptions. */
  downloads: {
    files: [name: string, description: string][]
    options?: NonNullable<Parameters<Builder['uploads']>[2]>
  }
  /** HTML: questions in bold, each with its answer. */
  questions: string
  menus: { subpages: string; pages: string; sitemap: string }
  /** HTML: the article's sources, in small print. */
  sources: string
  /** The shop's elements in the brand's order, with their headers. */
  sidebar: [element: 'login' | 'cart' | 'account', header: string][]
  note: { title: string; bodytext: string }
}

export const longGuidePage = (guide: LongGuideValues): PageSpec => ({
  key: 'guide-main',
  parent: 'guide',
  slug: guide.slug,
  ...guide.meta,
  content: (b) => ({
    colPos0: [
      ...guide.article(b),
      b.productListing(guide.products.title, b.rootCategoryId, guide.products.pageSize, {
        headerLayout: 3,
      }),
      b.uploads(
        'Zum Herunterladen',
        guide.downloads.files.map(([name, description]) => b.file(name, '', description)),
        guide.downloads.options,
      ),
      b.shortcut('', b.shared('service')),
      b.text('Häufige Fragen', guide.questions),
      b.menuSubpages(guide.menus.subpages, 'guide', { layout: 'menu-with-cards' }),
      b.menuPages(guide.menus.pages, ['products', 'about']),
      b.menuSitemap(guide.menus.sitemap, { frameClass: 'ruler-before' }),
      b.text('Quellen', guide.sources, { layout: 'small-print' }),
    ],
    colPos1: [
      ...guide.sidebar.map(([element, header]) => b[element](header, { headerLayout: 4 })),
      b.text(guide.note.title, guide.note.bodytext, { headerLayout: 4 }),
    ],
  }),
})
