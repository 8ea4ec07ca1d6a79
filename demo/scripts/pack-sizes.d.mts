/** Types of pack-sizes.mjs, for its unit test. */
import type { GeneratedBrand, GeneratedProduct } from './catalogue.d.mts'

export interface GeneratedVariant {
  id: number
  sku: string
  position: number
  price_cents: number
  special_price_cents: number | null
  omnibus_price_cents: number
  stock_qty: number
  is_in_stock: number
  size: string
  enSize: string
  net: number
  baseDe: string | null
  baseEn: string | null
}

export interface GeneratedFamily {
  parent: GeneratedProduct & { stock_qty: number; url_key: string }
  english: { name: string; url_key: string; dynamic_attributes: string }
  kind: 'normal' | 'outOfStock' | 'samePrice'
  variants: GeneratedVariant[]
}

export interface GeneratedFamilies {
  store: string
  view: string
  families: GeneratedFamily[]
}

export declare const PACK_SIZE_ATTRIBUTE_ID: number
export declare const buildFamilies: (
  catalogue: GeneratedBrand[],
  written?: Record<string, number>,
) => GeneratedFamilies[]
export declare const packSizeSql: (catalogue: GeneratedBrand[]) => string
