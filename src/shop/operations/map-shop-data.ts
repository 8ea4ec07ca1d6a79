import { parseDynamicAttributes } from '../catalogue/dynamic-attributes'
import type {
  CartItem,
  Money,
  Product,
  ProductSize,
  ShippingMethod,
  ShopCart,
  ShopUserError,
} from '../types'
import type {
  RawCart,
  RawCartItem,
  RawMoney,
  RawProduct,
  RawShippingMethod,
  RawUserError,
} from './raw-types'
import { boughtTogetherOf } from './bought-together'
import { inSize } from '../catalogue/pack-sizes'
import { presentEntries } from './present-entries'

/**
 * Raw shop answers → the domain model. Missing prices count as 0 (SPEC.md section 5); a missing
 * currency stays '' and formatPrice falls back to the site's currency.
 */
export const toMoney = (raw: RawMoney | null | undefined): Money => ({
  value: typeof raw?.value === 'number' && Number.isFinite(raw.value) ? raw.value : 0,
  currency: raw?.currency ?? '',
})

/**
 * The attribute a family's sizes differ by. Magento lets a configurable product vary by several
 * attributes; a supplement shop's families vary by pack size alone, so a variant's size is its
 * value of this attribute, or of its first one where the shop names it otherwise.
 */
const PACK_SIZE_ATTRIBUTE = 'pack_size'

/**
 * A family's sizes in the shop's order. A variant without sku, option uid or label cannot be
 * shown or added, so it is left out, as is a second variant of the same option.
 */
const sizesOf = (variants: RawProduct['variants']): ProductSize[] => {
  const sizes: ProductSize[] = []
  for (const variant of presentEntries(variants)) {
    const attributes = presentEntries(variant.attributes)
    const option =
      attributes.find((attribute) => attribute.code === PACK_SIZE_ATTRIBUTE) ?? attributes[0]
    if (!variant.product?.sku || !option?.uid || !option.label) continue
    if (sizes.some((size) => size.uid === option.uid)) continue
    const product = toProduct({ ...variant.product, variants: null })
    sizes.push({ uid: option.uid, label: option.label, product })
  }
  return sizes
}

export const toProduct = (raw: RawProduct): Product => {
  const minimum = raw.price_range?.minimum_price
  const sizes = sizesOf(raw.variants)
  return {
    id: String(raw.id ?? ''),
    sku: raw.sku ?? '',
    name: raw.name ?? '',
    cartImage: raw.cartImage?.url
      ? { url: raw.cartImage.url, label: raw.cartImage.label ?? '' }
      : null,
    base_unit_string: raw.base_unit_string ?? null,
    price_range: {
      minimum_price: {
        final_price: toMoney(minimum?.final_price),
        regular_price: toMoney(minimum?.regular_price),
        discount: {
          amount_off: minimum?.discount?.amount_off ?? 0,
          percent_off: minimum?.discount?.percent_off ?? 0,
        },
      },
    },
    omnibus_price: raw.omnibus_price ? toMoney(raw.omnibus_price) : null,
    stock_status: raw.stock_status ?? null,
    // Only where it was asked for (the catalogue, the listing): tiles then link to the detail page.
    ...(raw.url_key ? { url_key: raw.url_key } : {}),
    ...(sizes.length > 0 ? { sizes } : {}),
    ...parseDynamicAttributes(raw.dynamicAttributes),
  }
}

/**
 * A cart line's or wishlist item's product. An item of a family's size (Magento's
 * ConfigurableCartItem and ConfigurableWishlistItem: `product` is the family,
 * `configured_variant` the size) is the family in that size, as the product page showed it: the
 * size's sku (what analytics, a reorder and the wishlist's hearts name), label, price, stock and
 * picture, the family's name and address.
 */
export const configuredProductOf = (
  raw: Pick<RawCartItem, 'configurable_options' | 'configured_variant'> & { product: RawProduct },
): Product => {
  const family = toProduct(raw.product)
  const option = presentEntries(raw.configurable_options)[0]
  const variant = raw.configured_variant
  if (!variant?.sku || !option?.configurable_product_option_value_uid || !option.value_label) {
    return family
  }
  return inSize(family, {
    uid: option.configurable_product_option_value_uid,
    label: option.value_label,
    product: toProduct(variant),
  })
}

const toCartItem = (raw: RawCartItem): CartItem => ({
  id: raw.uid,
  quantity: raw.quantity,
  product: configuredProductOf(raw),
  prices: {
    price_including_tax: toMoney(raw.prices?.price_including_tax),
    row_total_including_tax: toMoney(raw.prices?.row_total_including_tax),
  },
  errors: presentEntries(raw.errors),
})

export const toShopCart = (raw: RawCart): ShopCart => {
  const addresses = presentEntries(raw.shipping_addresses)
  const selected = addresses[0]?.selected_shipping_method
  const items = presentEntries(raw.items)
  return {
    id: raw.id,
    items: items.map(toCartItem),
    coupons: presentEntries(raw.applied_coupons).map((coupon) => coupon.code),
    prices: {
      discounts: presentEntries(raw.prices?.discounts).map((discount) => ({
        amount: toMoney(discount.amount),
        label: discount.label ?? '',
      })),
      subtotal_including_tax: toMoney(raw.prices?.subtotal_including_tax),
      grand_total: toMoney(raw.prices?.grand_total),
    },
    shippingAddresses: addresses
      .filter((address) => address.country?.code)
      .map((address) => ({
        country: { code: address.country?.code ?? '' },
        postcode: address.postcode ?? null,
      })),
    shippingCost: selected ? toMoney(selected.amount) : null,
    boughtTogether: boughtTogetherOf(items).map(toProduct),
  }
}

export const toShippingMethod = (raw: RawShippingMethod): ShippingMethod => ({
  amount: toMoney(raw.amount),
  available: raw.available ?? false,
  carrier_code: raw.carrier_code ?? '',
  carrier_title: raw.carrier_title ?? '',
  method_code: raw.method_code ?? '',
  method_title: raw.method_title ?? '',
  price_incl_tax: toMoney(raw.price_incl_tax),
  price_excl_tax: toMoney(raw.price_excl_tax),
})

export const toUserErrors = (list: (RawUserError | null)[] | null | undefined): ShopUserError[] =>
  presentEntries(list).map((error) => ({
    code: error.code ?? '',
    message: error.message ?? '',
    ...(error.path ? { path: presentEntries(error.path) } : {}),
  }))
