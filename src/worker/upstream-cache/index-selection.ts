/**
 * Rows a purge covers (src/worker/purge/purge-plan.ts turns requests into these): one path of a
 * site with all its query variants, a CMS page id (on one site or all), a site (or one of its
 * locales: its pages and initial data), a site's shop catalogue, everything.
 */
export type IndexSelection =
  | { scope: 'path'; site: string; path: string }
  | { scope: 'page'; pageId: number; site?: string }
  | { scope: 'site'; site: string; locale?: string }
  | { scope: 'catalogue'; site: string }
  /** What shows one product: the shop's entries (listings, details) and the pages made of them. */
  | { scope: 'sku'; site: string; sku: string }
  | { scope: 'all' }

/** The `cache_entries` rows of a selection, as a WHERE clause and its parameters. */
export interface SelectionSql {
  where: string
  params: unknown[]
}

/** Positional parameters (`?`), so that selections combine into one statement. */
export const sqlOf = (selection: IndexSelection): SelectionSql => {
  switch (selection.scope) {
    case 'path':
      return { where: 'site = ? AND path = ?', params: [selection.site, selection.path] }
    case 'page':
      return selection.site === undefined
        ? { where: 'page_id = ?', params: [selection.pageId] }
        : { where: 'page_id = ? AND site = ?', params: [selection.pageId, selection.site] }
    case 'site':
      // One locale: its pages and initial data; the shop's data (kept per store view, under
      // the store view's code) is the site's.
      return selection.locale === undefined
        ? { where: 'site = ?', params: [selection.site] }
        : { where: 'site = ? AND locale = ?', params: [selection.site, selection.locale] }
    case 'catalogue':
      return { where: 'site = ? AND shows_catalogue = 1', params: [selection.site] }
    case 'sku':
      return {
        where: 'site = ? AND cache_key IN (SELECT cache_key FROM cache_entry_skus WHERE sku = ?)',
        params: [selection.site, selection.sku],
      }
    case 'all':
      return { where: '1 = 1', params: [] }
  }
}
