import { mapShopResult, type ShopClient, type ShopResult } from '../client/shop-result'
import type { Product } from '../types'
import { PRODUCT_TILE_FIELDS } from './fragments'
import { toProduct } from './map-shop-data'
import { presentEntries } from './present-entries'
import type { RawProduct, RawVariant } from './raw-types'
import {
  type RawCustomAttributes,
  SUPPLEMENT_FACTS_FIELDS,
  type ShopSupplementFacts,
  supplementFactsOf,
} from './supplement-facts'

/**
 * One product by its url key (Magento 2.4.8 filters products by `url_key`), with what its detail
 * page shows beyond a tile: the gallery, the texts, the meta data, the rating summary, the
 * supplement facts (./supplement-facts.ts) and the products linked to it, each with what its tile shows (the page carries the products it
 * renders, and never the whole catalogue).
 */
export const PRODUCT_DETAIL_QUERY = /* GraphQL */ `
  query products($urlKey: String!) {
    products(filter: { url_key: { eq: $urlKey } }, pageSize: 1) {
      items {
        ...ProductTileFields
        meta_title
        meta_description
        short_description {
          html
        }
        description {
          html
        }
        media_gallery {
          url
          label
          position
          disabled
        }
        rating_summary
        review_count
        related_products {
          ...ProductTileFields
        }
        crosssell_products {
          ...ProductTileFields
        }
        leaflets {
          title
          url
          file_name
        }
        ${SUPPLEMENT_FACTS_FIELDS}
        ... on ConfigurableProduct {
          variants {
            product {
              sku
              ${SUPPLEMENT_FACTS_FIELDS}
            }
          }
        }
      }
    }
  }
  ${PRODUCT_TILE_FIELDS}
`

export interface RawProductDetail extends RawProduct {
  url_key?: string | null
  meta_title?: string | null
  meta_description?: string | null
  short_description?: { html?: string | null } | null
  description?: { html?: string | null } | null
  media_gallery?:
    | ({
        url?: string | null
        label?: string | null
        position?: number | null
        disabled?: boolean | null
      } | null)[]
    | null
  rating_summary?: number | null
  review_count?: number | null
  related_products?: (RawProduct | null)[] | null
  crosssell_products?: (RawProduct | null)[] | null
  leaflets?:
    ({ title?: string | null; url?: string | null; file_name?: string | null } | null)[] | null
  custom_attributesV2?: RawCustomAttributes | null
  variants?:
    | (
        | (RawVariant & {
            product?: (RawProduct & { custom_attributesV2?: RawCustomAttributes | null }) | null
          })
        | null
      )[]
    | null
}

export interface ProductDetailImage {
  url: string
  label: string
}

/** A PDF download of the product (the shop's `leaflets` extension field). */
export interface ProductLeaflet {
  title: string
  url: string
  fileName: string
}

/** A product's detail as the shop sends it; its HTML is still the shop's, not yet sanitised. */
export interface ShopProductDetail {
  product: Product
  urlKey: string
  metaTitle: string
  metaDescription: string
  shortDescriptionHtml: string
  descriptionHtml: string
  /** The gallery in its order, hidden images left out; the tile's picture when it is empty. */
  images: ProductDetailImage[]
  /** Magento's rating summary: the average rating as a percentage (0 to 100). */
  ratingSummary: number
  reviewCount: number
  related: Product[]
  crosssell: Product[]
  leaflets: ProductLeaflet[]
  facts: ShopSupplementFacts
  /**
   * A family's facts that differ by size (its PZN and net quantity), by the size's sku: each
   * pack size is an article of its own to a pharmacy.
   */
  sizeFacts: Record<string, SizeFacts>
}

export type SizeFacts = Pick<ShopSupplementFacts, 'pzn' | 'netQuantity'>

const sizeFactsOf = (raw: RawProductDetail): Record<string, SizeFacts> =>
  Object.fromEntries(
    presentEntries(raw.variants).flatMap((variant) => {
      const sku = variant.product?.sku
      if (!sku) return []
      const { pzn, netQuantity } = supplementFactsOf(variant.product?.custom_attributesV2)
      return [[sku, { pzn, netQuantity }]]
    }),
  )

/** Linked products a tile can show: a shop answer without sku, name or id has none. */
const linkedOf = (list: RawProductDetail['related_products']): Product[] =>
  presentEntries(list)
    .filter((entry) => entry.id != null && entry.sku && entry.name)
    .map(toProduct)

const galleryOf = (raw: RawProductDetail, product: Product): ProductDetailImage[] => {
  const gallery = presentEntries(raw.media_gallery)
    .filter((image) => !image.disabled && image.url)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((image) => ({ url: image.url ?? '', label: image.label ?? '' }))
  if (gallery.length > 0) return gallery
  return product.cartImage ? [product.cartImage] : []
}

/** Leaflets with a title and a web address; anything else (a script URL, a blank) is left out. */
const leafletsOf = (raw: RawProductDetail): ProductLeaflet[] =>
  presentEntries(raw.leaflets).flatMap((leaflet) =>
    leaflet.title && leaflet.url && /^https?:\/\//i.test(leaflet.url)
      ? [{ title: leaflet.title, url: leaflet.url, fileName: leaflet.file_name ?? '' }]
      : [],
  )

export const toProductDetail = (raw: RawProductDetail): ShopProductDetail => {
  const product = toProduct(raw)
  return {
    product,
    urlKey: raw.url_key ?? '',
    metaTitle: raw.meta_title ?? '',
    metaDescription: raw.meta_description ?? '',
    shortDescriptionHtml: raw.short_description?.html ?? '',
    descriptionHtml: raw.description?.html ?? '',
    images: galleryOf(raw, product),
    ratingSummary: raw.rating_summary ?? 0,
    reviewCount: raw.review_count ?? 0,
    related: linkedOf(raw.related_products),
    crosssell: linkedOf(raw.crosssell_products),
    leaflets: leafletsOf(raw),
    facts: supplementFactsOf(raw.custom_attributesV2),
    sizeFacts: sizeFactsOf(raw),
  }
}

/** The product with that url key, or null when the shop has none. */
export const fetchProductDetail = async (
  client: ShopClient,
  urlKey: string,
): Promise<ShopResult<ShopProductDetail | null>> =>
  mapShopResult(
    await client.query<{ products: { items: (RawProductDetail | null)[] | null } | null }>(
      PRODUCT_DETAIL_QUERY,
      { urlKey },
    ),
    (data) => {
      // Magento's url_key filter is an exact match; the check keeps a lax shop from answering
      // another product under this address.
      const match = presentEntries(data.products?.items).find((item) => item.url_key === urlKey)
      return match ? toProductDetail(match) : null
    },
  )
