import type { Context } from 'hono'
import type { ContentElement, Page, PagePayload } from '../../lib'
import type { ProductDetailContent } from '../../elements/product_detail/schema'
import { loadProductDetail } from '../cms/load-product-detail'
import type { AppEnv } from '../env'

const isProductDetail = (element: ContentElement): boolean =>
  element.type === 'product_detail' && element.problem === undefined

const detailElementsOf = (page: Page): ContentElement[] =>
  Object.values(page.content).flat().filter(isProductDetail)

/**
 * Fills each product detail element of a page with its product from the shop (the CMS names
 * only the url key). The page's own cache entry stays as the CMS sent it; the detail has its
 * own entry (load-product-detail.ts). An element whose product the shop does not know keeps
 * `detail: null`: productMissing() turns that page into the site's not-found page.
 */
export const withProductDetails = async (
  c: Context<AppEnv>,
  payload: PagePayload,
): Promise<PagePayload> => {
  if (payload.kind !== 'page' || detailElementsOf(payload.page).length === 0) return payload
  const { cache, shopFetch } = c.var.clients
  const fill = async (element: ContentElement): Promise<ContentElement> => {
    if (!isProductDetail(element)) return element
    const content = element.content as unknown as ProductDetailContent
    const detail = await loadProductDetail(cache, c.var.site, shopFetch, content.urlKey)
    return { ...element, content: { ...content, detail } }
  }
  const columns = await Promise.all(
    Object.entries(payload.page.content).map(
      async ([column, elements]) => [column, await Promise.all(elements.map(fill))] as const,
    ),
  )
  const page: Page = { ...payload.page, content: Object.fromEntries(columns) }
  return { ...payload, page: namedAfterProduct(page) }
}

/**
 * The CMS names its one detail page for all products ('Produkt'); the shopper's breadcrumb and
 * the page title name the product instead.
 */
const namedAfterProduct = (page: Page): Page => {
  const [first] = detailElementsOf(page)
  const name = (first?.content as ProductDetailContent | undefined)?.detail?.product.name
  if (!name) return page
  const breadcrumbs = page.breadcrumbs.map((crumb) =>
    crumb.current ? { ...crumb, title: name } : crumb,
  )
  return { ...page, title: name, breadcrumbs }
}

/** A detail page whose product the shop does not have: the address names no product. */
export const productMissing = (payload: PagePayload): boolean =>
  payload.kind === 'page' &&
  detailElementsOf(payload.page).some(
    (element) => (element.content as unknown as ProductDetailContent).detail === null,
  )
