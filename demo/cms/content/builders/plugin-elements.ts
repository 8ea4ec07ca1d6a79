import type { ElementOptions, MakeElement } from './element-frame'

/**
 * The extensions' plugins: news, recipes, jobs, the pharmacy finder and EXT:form. Their
 * records are filled in per request by the CMS's routes (../../*-route.ts, ../../*-demand.ts).
 */
export const pluginElements = (element: MakeElement) => ({
  /**
   * EXT:news' plugin in its list action, as EXT:headless_news serializes it into `data`; the
   * CMS fills in the records of the request's page and category (../../news-route.ts).
   */
  newsList: (header: string, o: ElementOptions = {}) =>
    element('news_pi1', header, o, {
      data: {
        pagination: null,
        list: [],
        settings: {
          orderBy: 'datetime',
          orderDirection: 'desc',
          templateLayout: '',
          action: 'list',
        },
        categoryMenu: null,
      },
    }),
  /**
   * The recipe list plugin: EXT:headless_news' list data with every recipe of the page; the
   * CMS filters it per request (../../recipe-demand.ts). `link` is the list page's URL.
   */
  recipesList: (
    header: string,
    link: string,
    data: Record<string, unknown>,
    o: ElementOptions = {},
  ) => element('recipes_list', header, o, { link, data }),
  /** The recipe detail plugin: EXT:headless_news' detail data; `link` leads back to the list. */
  recipeDetail: (link: string, data: Record<string, unknown>) =>
    element('recipes_detail', '', {}, { link, data }),
  /**
   * The job list plugin: EXT:headless_news' list data with every posting of the page; the CMS
   * filters it per request (../../job-demand.ts). `link` is the list page's URL.
   */
  jobsList: (header: string, link: string, data: Record<string, unknown>, o: ElementOptions = {}) =>
    element('jobs_list', header, o, { link, data }),
  /** The job detail plugin: EXT:headless_news' detail data; `link` leads back to the list. */
  jobDetail: (link: string, data: Record<string, unknown>) =>
    element('jobs_detail', '', {}, { link, data }),
  /**
   * The pharmacy finder's plugin (CType pharmacy_search): `data` with the pharmacies, the place
   * table and the request's `q`, which the CMS fills in per request (../../pharmacy-route.ts).
   */
  pharmacySearch: (header: string, data: Record<string, unknown>, o: ElementOptions = {}) =>
    element('pharmacy_search', header, o, { data }),
  /** EXT:form's element: `link` is where it posts (HTML-escaped), `form` its definition. */
  form: (header: string, link: string, form: Record<string, unknown>, o: ElementOptions = {}) =>
    element('form_formframework', header, o, { link, form }),
})
