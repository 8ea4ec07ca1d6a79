import type { ElementFill } from '../registry/element-fill'

/**
 * The product of the address's url key (TYPO3's route enhancer names it), with its linked
 * products' tiles. Not streamed: an unknown url key is the site's 404, and the head (title,
 * canonical, Product JSON-LD) names the product.
 */
export const productDetailFill: ElementFill<'product_detail'> = {
  streamed: false,
  fill: async (content, { shop }) => ({
    ...content,
    detail: await shop.productDetail(content.urlKey),
  }),
  missing: (content) => content.detail === null,
  // The CMS names its one detail page for all products ('Produkt'); the shopper's breadcrumb
  // and the page title name the product instead.
  pageTitle: (content) => content.detail?.product.name || null,
}
