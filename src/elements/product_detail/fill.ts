import { SIZE_PARAM } from '../../shop'
import type { ElementFill } from '../registry/element-fill'
import type { ProductDetailContent } from './schema'

/**
 * The product of the address's url key (TYPO3's route enhancer names it), with its linked
 * products' tiles. Not streamed: an unknown url key is the site's 404, and the head (title,
 * canonical, Product JSON-LD) names the product.
 */
export const productDetailFill: ElementFill<ProductDetailContent> = {
  streamed: false,
  fill: async (content, { query, shop }) => {
    const detail = await shop.productDetail(content.urlKey)
    const urlKeys = detail
      ? await shop.productUrlKeys({ sku: detail.product.sku, urlKey: detail.urlKey })
      : {}
    // Only a size of this family: any other value shows the family's first size in stock.
    const named = query.get(SIZE_PARAM)
    const isSize = detail?.product.sizes?.some((size) => size.product.sku === named) ?? false
    return { ...content, detail, urlKeys, size: isSize ? named : null }
  },
  missing: (content) => content.detail === null,
  // The CMS names its one detail page for all products ('Produkt'); the shopper's breadcrumb
  // and the page title name the product instead.
  pageTitle: (content) => content.detail?.product.name || null,
  // TYPO3's route enhancer names the product by the url key in the address's last segment, and
  // the CMS cannot know the shop's keys: each language's link gets the product's key in that
  // language's store view, or none where the view lacks the product.
  languageLink: (content, link, locale) => {
    const urlKey = content.urlKeys[locale]
    return urlKey ? withLastSegment(link, urlKey) : null
  },
}

/** '/en/products/magnesium-400' → '/en/products/<segment>', a query or fragment kept. */
const withLastSegment = (link: string, segment: string): string =>
  link.replace(/[^/?#]*(?=[?#]|$)/, segment)
