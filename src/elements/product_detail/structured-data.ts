import { inSize, SIZE_PARAM, type Product } from '../../shop'
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

const pznOf = (pzn: string) => ({ '@type': 'PropertyValue', propertyID: 'PZN', value: pzn })

/** The Offer of a product or size: the price the server rendered, in stock or not. */
const offerOf = (product: Product, url: string): Record<string, unknown> => {
  const price = product.price_range.minimum_price.final_price
  return {
    '@type': 'Offer',
    url,
    price: price.value.toFixed(2),
    priceCurrency: price.currency,
    availability:
      product.stock_status === 'OUT_OF_STOCK'
        ? 'https://schema.org/OutOfStock'
        : 'https://schema.org/InStock',
    itemCondition: 'https://schema.org/NewCondition',
  }
}

/**
 * A family of pack sizes as Google documents product variants on one page
 * (https://developers.google.com/search/docs/appearance/structured-data/product-variants): a
 * ProductGroup under the family's one canonical address, its sku as `productGroupID`, varying
 * by size (`variesBy`), each size a Product in `hasVariant` with its own sku, size, PZN and an
 * Offer whose address preselects it. The family's facts, brand and rating stand on the group.
 */
const familyFields = (
  detail: ProductDetail,
  pageUrl: string,
  absolute: (url: string) => string,
): Record<string, unknown> => {
  const family = detail.product
  return {
    '@type': 'ProductGroup',
    name: family.name,
    url: pageUrl,
    productGroupID: family.sku,
    variesBy: ['https://schema.org/size'],
    hasVariant: (family.sizes ?? []).map((size) => {
      const shown = inSize(family, size)
      const pzn = detail.sizeFacts[shown.sku]?.pzn
      const address = new URL(pageUrl)
      address.searchParams.set(SIZE_PARAM, shown.sku)
      return {
        '@type': 'Product',
        name: `${family.name}, ${size.label}`,
        sku: shown.sku,
        size: size.label,
        ...(pzn ? { identifier: pznOf(pzn) } : {}),
        ...(shown.cartImage ? { image: absolute(shown.cartImage.url) } : {}),
        offers: offerOf(shown, address.toString()),
      }
    }),
  }
}

/**
 * schema.org Product for a detail page (https://schema.org/Product; Google's product snippet
 * fields: name, image, description, sku, offers with price, currency and availability,
 * aggregateRating only with reviews); a supplement's PZN as its identifier, its facts as
 * additionalProperty (factProperties). The price is the one the server rendered; a detail page is
 * re-rendered at the site's TTL, which keeps it as current as the page. A family of pack sizes
 * is a ProductGroup of them (familyFields).
 */
export const productStructuredData = (
  detail: ProductDetail,
  pageUrl: string,
  origin: string,
): Record<string, unknown> => {
  const { product } = detail
  const absolute = (url: string) => new URL(url, origin).toString()
  const sizes = product.sizes ?? []
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    ...(sizes.length > 0
      ? familyFields(detail, pageUrl, absolute)
      : {
          '@type': 'Product',
          name: product.name,
          sku: product.sku,
          ...(detail.facts.pzn ? { identifier: pznOf(detail.facts.pzn) } : {}),
          offers: offerOf(product, pageUrl),
        }),
    image: detail.images.map((image) => absolute(image.url)),
    description: plainTextOf(detail.shortDescription) || plainTextOf(detail.description),
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
