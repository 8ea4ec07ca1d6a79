import type { ContentElement, Page } from '../../lib/page'
import type { ProductDetailContent } from './schema'
import { plainTextOf, type ProductDetail } from './product-detail'

/**
 * schema.org Product for a detail page (https://schema.org/Product; Google's product snippet
 * fields: name, image, description, sku, offers with price, currency and availability,
 * aggregateRating only with reviews). The price is the one the server rendered; a detail page is
 * re-rendered at the site's TTL, which keeps it as current as the page.
 */
export const productStructuredData = (
  detail: ProductDetail,
  pageUrl: string,
  origin: string,
): Record<string, unknown> => {
  const { product } = detail
  const price = product.price_range.minimum_price.final_price
  const absolute = (url: string) => new URL(url, origin).toString()
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    image: detail.images.map((image) => absolute(image.url)),
    description: plainTextOf(detail.shortDescription) || plainTextOf(detail.description),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: price.value.toFixed(2),
      priceCurrency: price.currency,
      availability:
        product.stock_status === 'OUT_OF_STOCK'
          ? 'https://schema.org/OutOfStock'
          : 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  }
  if (product.product_line) data.brand = { '@type': 'Brand', name: product.product_line }
  if (detail.reviewCount > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      // Magento's rating summary is a percentage; stars are out of 5.
      ratingValue: (detail.ratingSummary / 20).toFixed(1),
      reviewCount: detail.reviewCount,
      bestRating: 5,
      worstRating: 1,
    }
  }
  return data
}

/** The filled product detail of a page (its first detail element), if it has one. */
export const productDetailOfPage = (page: Page): ProductDetail | null => {
  const element = Object.values(page.content)
    .flat()
    .find((entry: ContentElement) => entry.type === 'product_detail' && !entry.problem)
  return (element?.content as ProductDetailContent | undefined)?.detail ?? null
}
