import type { ContentElement, Page } from '../../lib/page'
import type { SafeHtml } from '../../lib/sanitize-html'
import type { ProductDetailContent } from './schema'
import { plainTextOf, type ProductDetail, type SupplementFacts } from './product-detail'

/**
 * The allergens' emphasis is inline, so it goes without leaving a space; taking tags away keeps
 * sanitised HTML safe.
 */
const withoutEmphasis = (html: SafeHtml): SafeHtml =>
  html.replace(/<\/?(strong|b|em)>/g, '') as SafeHtml

/**
 * A supplement's facts where schema.org's Product has no field (nutrition is a Recipe's and a
 * MenuItem's, not a Product's): PropertyValues of additionalProperty. A nutrient is named by the
 * shop in the page's language, with its amount per dose and unit; the other facts carry the
 * shop's attribute code as their propertyID, which reads the same in every language.
 */
const factProperties = (facts: SupplementFacts): Record<string, unknown>[] => {
  const nutrients = (facts.nutrients?.rows ?? []).map((row) => ({
    '@type': 'PropertyValue',
    name: row.name,
    value: row.amount,
    unitText: row.unit,
    ...(row.nrv === null ? {} : { description: `${row.nrv}% NRV` }),
  }))
  const texts: [string, string][] = [
    ['daily_dose', facts.dailyDose],
    ['net_quantity', facts.netQuantity],
    ['supplement_ingredients', plainTextOf(withoutEmphasis(facts.ingredients))],
    ['allergens', facts.allergens.join(', ')],
  ]
  return [
    ...nutrients,
    ...texts
      .filter(([, value]) => value !== '')
      .map(([propertyID, value]) => ({ '@type': 'PropertyValue', propertyID, value })),
  ]
}

/**
 * schema.org Product for a detail page (https://schema.org/Product; Google's product snippet
 * fields: name, image, description, sku, offers with price, currency and availability,
 * aggregateRating only with reviews); a supplement's PZN as its identifier, its facts as
 * additionalProperty (factProperties). The price is the one the server rendered; a detail page is
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
  if (detail.facts.pzn) {
    data.identifier = { '@type': 'PropertyValue', propertyID: 'PZN', value: detail.facts.pzn }
  }
  const properties = factProperties(detail.facts)
  if (properties.length > 0) data.additionalProperty = properties
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
