import type { ContentElement, Page } from '../lib/page'
import { articleOfContent, articleStructuredData } from './news_pi1/structured-data'
import { jobOfContent, jobStructuredData } from './jobs_detail/structured-data'
import { recipeOfContent, recipeStructuredData } from './recipes_detail/structured-data'

/**
 * schema.org JSON-LD that content elements contribute to their page's head: a detail element
 * describes the record its page shows (a recipe, a job posting). One builder per CType; the
 * page head (src/app/head/page-head.ts) writes each object as a script element of its own, on
 * the server and after client navigation alike.
 */
type StructuredDataOf = (
  content: unknown,
  pageUrl: string,
  origin: string,
) => Record<string, unknown> | null

const BUILDERS: Readonly<Record<string, StructuredDataOf>> = {
  news_pi1: (content, pageUrl, origin) => {
    const article = articleOfContent(content)
    return article ? articleStructuredData(article, pageUrl, origin) : null
  },
  recipes_detail: (content, pageUrl, origin) => {
    const recipe = recipeOfContent(content)
    return recipe ? recipeStructuredData(recipe, pageUrl, origin) : null
  },
  jobs_detail: (content, pageUrl) => {
    const job = jobOfContent(content)
    return job ? jobStructuredData(job, pageUrl) : null
  },
}

/** The structured data of the page's elements (top level, as the product detail's). */
export const elementStructuredData = (
  page: Page,
  pageUrl: string,
  origin: string,
): Record<string, unknown>[] =>
  Object.values(page.content)
    .flat()
    .flatMap((element: ContentElement) => {
      const build = Object.hasOwn(BUILDERS, element.type) ? BUILDERS[element.type] : undefined
      const data =
        element.problem === undefined && build ? build(element.content, pageUrl, origin) : null
      return data ? [data] : []
    })
