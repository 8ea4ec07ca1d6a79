import type {
  Product,
  ProductDetailImage,
  ProductLeaflet,
  ShopProductDetail,
  ShopSupplementFacts,
  SizeFacts,
} from '../../shop'
import { sanitizeHtml, type SafeHtml } from '../../lib/sanitize-html'

/**
 * A product's detail page data as the worker hands it to the element: the shop's answer with
 * its HTML sanitised (the shop's descriptions are editor HTML like the CMS's, and RichText
 * renders SafeHtml only). It carries the products its page shows (the product and the linked
 * ones), never the catalogue; the browser shows their refetched prices and stock once it has them
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
  /** A family's PZN and net quantity per size (by the size's sku). */
  sizeFacts: Record<string, SizeFacts>
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
  sizeFacts: shop.sizeFacts,
})

/**
 * The facts of the size shown: the family's, with the size's own PZN and net quantity where the
 * shop has them (a product sold in one size: its own).
 */
export const factsInSize = (detail: ProductDetail, product: Product): SupplementFacts => {
  const own = product.configured ? detail.sizeFacts[product.sku] : undefined
  if (!own) return detail.facts
  return {
    ...detail.facts,
    pzn: own.pzn || detail.facts.pzn,
    netQuantity: own.netQuantity || detail.facts.netQuantity,
  }
}

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

/**
 * The gallery of the size shown: a size with a packshot of its own shows it first, in place of
 * the family's packshot; the family's other pictures follow.
 */
export const imagesInSize = (detail: ProductDetail, product: Product): ProductDetailImage[] => {
  const own = product.configured ? product.cartImage : null
  const family = detail.product.cartImage
  if (!own || own.url === family?.url) return detail.images
  const rest = detail.images.filter((image) => image.url !== family?.url && image.url !== own.url)
  return [{ url: own.url, label: own.label }, ...rest]
}
