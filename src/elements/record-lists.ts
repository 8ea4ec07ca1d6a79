import type { ContentElement, Page } from '../lib/page'
import { isOpenPosting } from './jobs_list/open-posting'
import type { NewsContent, NewsListData } from './news_pi1/schema'
import type { JobsListContent } from './jobs_list/schema'
import type { RecipesListContent } from './recipes_list/schema'

/**
 * The record lists a page holds (EXT:news-style plugins in their list action: the guide's
 * articles, recipes, job postings), as the sitemap reads them: the detail addresses of the
 * records on this page of the list, and how many pages the list has (its pagination's last page
 * number; 1 for a list the CMS sends whole). Postings past their closing date at `now` are left
 * out, as their list leaves them out (./jobs_list/fill.ts). One reader per CType, as for the
 * head's structured data (./page-structured-data.ts).
 */
export interface RecordList {
  links: string[]
  pages: number
}

type ListOf = (content: unknown, now: number) => RecordList | null

const READERS: Readonly<Record<string, ListOf>> = {
  news_pi1: (content) => {
    const { data } = content as NewsContent
    if (data.settings.action !== 'list') return null
    const { list, pagination } = data as NewsListData
    const numbers = (pagination?.pages ?? []).map((entry) => entry.page)
    return { links: list.map((record) => record.slug), pages: Math.max(1, ...numbers) }
  },
  recipes_list: (content) => ({
    links: (content as RecipesListContent).data.list.map((recipe) => recipe.slug),
    pages: 1,
  }),
  jobs_list: (content, now) => ({
    links: (content as JobsListContent).data.list
      .filter((posting) => isOpenPosting(posting.job.validThrough, now))
      .map((posting) => posting.slug),
    pages: 1,
  }),
}

/** The record lists of the page's columns (top level, where list plugins sit). */
export const recordListsOf = (page: Page, now: number): RecordList[] =>
  Object.values(page.content)
    .flat()
    .flatMap((element: ContentElement) => {
      const read = Object.hasOwn(READERS, element.type) ? READERS[element.type] : undefined
      const list = element.problem === undefined && read ? read(element.content, now) : null
      return list ? [list] : []
    })
