/**
 * The sizes the sitemap keeps to, and why.
 *
 * The sitemap protocol allows 50,000 addresses and 50 MB (52,428,800 bytes) uncompressed per
 * file, and as many files in an index (https://www.sitemaps.org/protocol.html#index). This
 * worker always answers /sitemap.xml with an index, and each file stays far below both limits
 * by construction: a product file holds PRODUCTS_PER_FILE products (each with one address and
 * its alternates), a pages file at most MAX_PAGES_PER_LOCALE pages, a records file the records
 * of LIST_PAGES_PER_FILE pages of the locale's record lists.
 */
export const MAX_URLS_PER_FILE = 50_000
export const MAX_BYTES_PER_FILE = 50 * 1024 * 1024

/**
 * Magento refuses a products query's pageSize above its maxPageSize, 300 by default
 * (https://developer.adobe.com/commerce/webapi/graphql/usage/security-configuration/).
 */
export const SHOP_PAGE_SIZE = 300

/**
 * Products per sitemap file: ten shop pages of the file's own store view, and ten url-key
 * lookups per other store view of the site. With five store views that is 50 subrequests, the
 * Workers Free plan's limit per invocation (Paid: 1,000; https://developers.cloudflare.com/
 * workers/platform/limits/#subrequests): a file of a huge catalogue never reads more than its
 * share, however many products there are. A read whose connection was lost is sent once more
 * (../clients/retry-lost-connection.ts), a subrequest of its own: on the Free plan a five-view file
 * that needed one then fails past the 50th, and answers 503 to be asked again, as when the shop
 * is down.
 */
export const PRODUCTS_PER_FILE = 10 * SHOP_PAGE_SIZE

/**
 * Pages per locale a pages file reads. Each costs a KV read, and on a miss a CMS request and a
 * KV write (1,000 KV operations per invocation: https://developers.cloudflare.com/kv/platform/
 * limits/): 250 pages stay within them on a cold cache. A site with more navigable pages per
 * language is cut there, with a warning in the log.
 */
export const MAX_PAGES_PER_LOCALE = 250

/**
 * Pages of record lists (the guide's articles, recipes, job postings: EXT:news list plugins,
 * paged by the CMS with `?page=N`) a records file reads: the CMS's own pages of the list, one
 * request for a page of records, never one per record, however many thousand there are. On a
 * cold cache each is a CMS request, a KV read and write and a D1 index row: 40 keep a file,
 * once its locale's page survey is stored (the pages file's walk; a records file asked first
 * walks it too, then within the Paid plan's limits only), within the Workers Free plan's 50
 * subrequests and 50 D1 queries per invocation (Paid: 1,000;
 * https://developers.cloudflare.com/workers/platform/limits/#subrequests,
 * https://developers.cloudflare.com/d1/platform/limits/), and its addresses (40 pages of a
 * list, a few dozen records each) far below 50,000. A locale with more list pages gets more
 * files, each its own invocation.
 */
export const LIST_PAGES_PER_FILE = 40

/**
 * Pages of one record list the sitemap reads at most (2,000 pages of a few dozen records each):
 * a pagination that claims more is cut there, with a warning, rather than trusted with the
 * index's size.
 */
export const MAX_LIST_PAGES = 2_000

/** Requests in flight at once: Workers keep six connections open per invocation. */
export const PARALLEL_REQUESTS = 6
