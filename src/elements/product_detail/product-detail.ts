import type {
  ProductDetailImage,
  ProductLeaflet,
  ShopProductDetail,
} from '../../shop/operations/product-detail'
import type { ShopSupplementFacts } from '../../shop/operations/supplement-facts'
import type { Product } from '../../shop'
import { sanitizeHtml, type SafeHtml } from '../../lib/sanitize-html'

/**
 * A product's detail page data as the worker hands it to the element: the shop's answer with
 * its HTML sanitised (the shop's descriptions are editor HTML like the CMS's, and RichText
 * renders SafeHtml only). It carries the products its page shows (the product and the linked
 * ones, issue 24); the browser shows their refetched prices and stock once it has them
 * (useFreshProduct).
 */
export interface ProductDetail {
  product: Product
  urlKey: string
  metaTitle: string
  metaDescription: string
  shortDescription: SafeHtml
  description: SafeHtml
  images: ProductDetailImage[]
  ratingSummary: number
  reviewCount: number
  related: Product[]
  crosssell: Product[]
  leaflets: ProductLeaflet[]
  facts: SupplementFacts
}

/** The supplement facts with the ingredients' HTML (allergens in <strong>) sanitised. */
export type SupplementFacts = Omit<ShopSupplementFacts, 'ingredientsHtml'> & {
  ingredients: SafeHtml
}

const factsOf = ({ ingredientsHtml, ...facts }: ShopSupplementFacts): SupplementFacts => ({
  ...facts,
  ingredients: sanitizeHtml(ingredientsHtml),
})

export const productDetailOf = (shop: ShopProductDetail): ProductDetail => ({
  product: shop.product,
  urlKey: shop.urlKey,
  metaTitle: shop.metaTitle,
  metaDescription: shop.metaDescription,
  shortDescription: sanitizeHtml(shop.shortDescriptionHtml),
  description: sanitizeHtml(shop.descriptionHtml),
  images: shop.images,
  ratingSummary: shop.ratingSummary,
  reviewCount: shop.reviewCount,
  related: shop.related,
  crosssell: shop.crosssell,
  leaflets: shop.leaflets,
  facts: factsOf(shop.facts),
})

/** Text of sanitised HTML, for meta descriptions and structured data. */
export const plainTextOf = (html: SafeHtml): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
