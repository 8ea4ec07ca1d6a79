import type { RedirectJson } from '../../types'
import { jobPages, type JobSelection } from '../job-pages'
import { legalFooter } from '../legal-pages'
import type { Brand, LocaleSpec, SiteSpec } from '../model'
import type { NewsArchiveSpec } from '../news-records'
import { recipePages, type RecipeSelection } from '../recipe-pages'
import { serviceBlock, servicePages, type Company } from '../service-pages'
import { MANDATORY_TEXT, uiTexts } from '../texts'
import { aboutPage, type AboutValues } from './about-page'
import { guidePage, type GuideValues } from './guide-page'
import { homePage, type HomeValues } from './home-page'
import { longGuidePage, type LongGuideValues } from './long-guide-page'
import { productsPage, type ProductsValues } from './products-page'
import { topicArticlePage, type TopicArticleValues } from './topic-article-page'
import { brandPageIds } from './page-ids'

/**
 * A German brand site (litozin, queisser, stozzon): one locale whose pages are the shared
 * templates filled with the brand's values. What stays the brand's own is its copy, its
 * pictures, its colours and which of the shared records (recipes, jobs) it shows.
 */
export interface BrandSiteValues {
  id: string
  brand: Brand
  brandName: string
  /** The shop's root category of the brand (matches the storefront's sites config). */
  rootCategoryId: number
  /** The site's hundred of page uids; the shared-elements folder is base + 90. */
  pageIdBase: number
  company: Company
  /** The colour of the brand's pages (the about page and articles may pick their own). */
  layoutColor: string
  /** Interface texts that differ from the shared ones. */
  texts: Parameters<typeof uiTexts>[2]
  author: string
  news: NewsArchiveSpec
  /** The footer's groups; the legal group follows on every site. */
  footer: LocaleSpec['footer']
  /** The brand's old paths; the English paths of cart and privacy follow on every site. */
  redirects: Record<string, RedirectJson>
  home: HomeValues
  products: ProductsValues
  guide: GuideValues
  /** The guide's long page and the article on the brand's topic. */
  guideArticles: { long: LongGuideValues; topic: TopicArticleValues }
  recipes: Pick<RecipeSelection, 'recipes' | 'intro' | 'author'>
  jobs: Pick<JobSelection, 'jobs' | 'intro'>
  about: AboutValues
}

export const germanBrandSite = (site: BrandSiteValues): SiteSpec => ({
  id: site.id,
  brand: site.brand,
  brandName: site.brandName,
  rootCategoryId: site.rootCategoryId,
  storageId: site.pageIdBase + 90,
  pageIds: brandPageIds(site.pageIdBase, site.guideArticles.topic.key),
  locales: [
    {
      code: 'de',
      languageId: 0,
      locale: 'de_DE.UTF-8',
      title: 'Deutsch',
      hreflang: 'de-DE',
      flag: 'flags-de',
      texts: uiTexts('de', site.company.name, site.texts),
      author: site.author,
      mandatoryText: MANDATORY_TEXT.de,
      shared: { service: serviceBlock('de', site.company) },
      news: site.news,
      footer: [...site.footer, legalFooter('de')],
      redirects: {
        ...site.redirects,
        '/cart': { redirectUrl: '/warenkorb', statusCode: 301 },
        '/privacy': { redirectUrl: '/datenschutz', statusCode: 301 },
      },
      pages: [
        homePage(site.home, site.guideArticles.topic.key, site.layoutColor),
        productsPage(site.products, site.layoutColor),
        guidePage(site.guide, site.layoutColor),
        longGuidePage(site.guideArticles.long),
        topicArticlePage(site.guideArticles.topic),
        ...recipePages({
          brand: site.brand,
          lang: 'de',
          ...site.recipes,
          layoutColor: site.layoutColor,
        }),
        ...jobPages({
          brand: site.brand,
          brandName: site.brandName,
          lang: 'de',
          company: site.company,
          ...site.jobs,
          layoutColor: site.layoutColor,
        }),
        aboutPage(site.about),
        ...servicePages('de', site.company, { layoutColor: site.layoutColor }),
      ],
    },
  ],
})
