import type { RawCustomerAddress } from '../operations/customer-addresses'
import type { RawCart, RawProduct } from '../operations/raw-types'

/**
 * The data side of the fake shop: products, carts and Magento's arithmetic, small enough to
 * reason about in a test. Prices include tax; coupon SAVE10 takes 10 % off the subtotal, and
 * WELCOME5 5 % off a guest's (a first-order coupon); shipping to DE costs 4.95, free from 29 of
 * goods after discounts (Magento's free-shipping threshold reads the subtotal with discount).
 */
/** A GraphQL error as the fake's resolvers raise it. */
export class FakeShopError extends Error {
  constructor(
    readonly category: string,
    message: string,
    readonly path: string[],
  ) {
    super(message)
  }
}

export interface FakeProduct {
  id: number
  sku: string
  name: string
  price: number
  regularPrice?: number
  /** The lowest price of the last 30 days; the regular price by default. */
  omnibusPrice?: number
  inStock?: boolean
  dynamicAttributes?: string
  /** Skus of its cross-sells, in link order; none by default, a test gives them. */
  crossSells?: string[]
  /**
   * A size of a family (a configurable's variant): the family's sku and name, the size's
   * option uid and label. Added by the family's sku with the option, shown as a
   * ConfigurableCartItem.
   */
  family?: { sku: string; name: string; optionUid: string; label: string }
}

export interface FakeCartItem {
  uid: string
  sku: string
  quantity: number
}

export interface FakeCart {
  id: string
  /** The customer token owning this cart; null for a guest cart. */
  owner: string | null
  items: FakeCartItem[]
  coupons: string[]
  address: { country: string; postcode: string } | null
}

export const FAKE_PRODUCTS: FakeProduct[] = [
  {
    id: 1,
    sku: 'VIT-D3',
    name: 'Vitamin D3',
    price: 9.95,
    dynamicAttributes:
      '{"size":"60 Kapseln","product_line":"basis","dh_product_type":"capsule","pim_id":4711}',
  },
  {
    id: 2,
    sku: 'MAG-400',
    name: 'Magnesium 400',
    price: 14.5,
    regularPrice: 16.95,
    omnibusPrice: 14.95,
  },
  { id: 3, sku: 'ZINC-OUT', name: 'Zink', price: 7.5, inStock: false },
]

/**
 * The sizes of a family the cart tests add (Omega-3: 60 and 120 capsules, 240 sold out), as the
 * cart sees them: products of their own, each added by the family's sku and its option.
 */
export const FAKE_FAMILY_SIZES: FakeProduct[] = [
  ...(
    [
      [1, '60 Kapseln', 9.95, true],
      [2, '120 Kapseln', 17.95, true],
      [3, '240 Kapseln', 32.95, false],
    ] as const
  ).map(([n, label, price, inStock]) => ({
    id: 40 + n,
    sku: `OMEGA-${n}`,
    name: `Omega-3, ${label}`,
    price,
    inStock,
    family: { sku: 'OMEGA', name: 'Omega-3', optionUid: btoa(`configurable/93/${9 + n}`), label },
  })),
]

export const COUPONS: Record<string, number> = { SAVE10: 0.1, WELCOME5: 0.05 }

/**
 * Codes whose cart rule holds for Magento's NOT LOGGED IN customer group only: a customer's cart
 * refuses them, and a merge into one drops them without a word, as Magento's totals do.
 */
export const GUEST_ONLY_COUPONS: ReadonlySet<string> = new Set(['WELCOME5'])

const eur = (value: number) => ({ value: Math.round(value * 100) / 100, currency: 'EUR' })

export const renderProduct = (product: FakeProduct): RawProduct => {
  const regular = product.regularPrice ?? product.price
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    cartImage: { url: `https://shop.test/media/${product.sku}.jpg`, label: product.name },
    base_unit_string: '1 Stück',
    dynamicAttributes: product.dynamicAttributes ?? null,
    price_range: {
      minimum_price: {
        final_price: eur(product.price),
        regular_price: eur(regular),
        discount: {
          amount_off: regular - product.price,
          percent_off: (1 - product.price / regular) * 100,
        },
      },
    },
    omnibus_price: eur(product.omnibusPrice ?? regular),
    stock_status: product.inStock === false ? 'OUT_OF_STOCK' : 'IN_STOCK',
  }
}

/**
 * A family of the fake's sizes as Magento answers it: a ConfigurableProduct whose price is its
 * cheapest size's, its sizes as variants over `pack_size` (each with its option uid and label),
 * in stock while any size is.
 */
export const renderFamily = (sizes: readonly FakeProduct[]): RawProduct => {
  const family = sizes[0]?.family
  if (!family) throw new Error('renderFamily takes the sizes of one family')
  const cheapest = sizes.reduce((low, size) => (size.price < low.price ? size : low))
  return {
    ...renderProduct(cheapest),
    id: 40,
    sku: family.sku,
    name: family.name,
    stock_status: sizes.some((size) => size.inStock !== false) ? 'IN_STOCK' : 'OUT_OF_STOCK',
    variants: sizes.map((size) => ({
      attributes: [
        { code: 'pack_size', label: size.family?.label ?? '', uid: size.family?.optionUid ?? '' },
      ],
      product: { ...renderProduct(size), url_key: size.sku.toLowerCase() },
    })),
  }
}

/** A product's cross-sells as a cart item's product answers them, with the tile's url key. */
export const renderCrossSells = (product: FakeProduct, products: FakeProduct[]): RawProduct[] =>
  (product.crossSells ?? []).flatMap((sku) => {
    const other = products.find((entry) => entry.sku === sku)
    return other ? [{ ...renderProduct(other), url_key: sku.toLowerCase() }] : []
  })

export const subtotalOf = (cart: FakeCart, products: FakeProduct[]) =>
  cart.items.reduce(
    (sum, item) => sum + (products.find((p) => p.sku === item.sku)?.price ?? 0) * item.quantity,
    0,
  )

export const shippingRate = (country: string, subtotal: number) =>
  country === 'DE' ? (subtotal >= 29 ? 0 : 4.95) : null

const discountOf = (cart: FakeCart, subtotal: number) =>
  cart.coupons.reduce((sum, code) => sum + subtotal * (COUPONS[code] ?? 0), 0)

/** The goods value the free-shipping threshold is measured on: the subtotal after discounts. */
export const goodsOf = (cart: FakeCart, products: FakeProduct[]) => {
  const subtotal = subtotalOf(cart, products)
  return subtotal - discountOf(cart, subtotal)
}

export const renderPrices = (cart: FakeCart, products: FakeProduct[], shipping = 0) => {
  const subtotal = subtotalOf(cart, products)
  const discount = discountOf(cart, subtotal)
  return {
    discounts: discount ? [{ amount: eur(discount), label: cart.coupons.join(', ') }] : [],
    subtotal_including_tax: eur(subtotal),
    grand_total: eur(subtotal - discount + shipping),
  }
}

/**
 * A cart line's or wishlist item's fields for a family's size, as Magento's ConfigurableCartItem
 * and ConfigurableWishlistItem answer them: the family as `product`, the size as
 * `configured_variant` with its option.
 */
export const renderConfigured = (
  size: FakeProduct,
  family: NonNullable<FakeProduct['family']>,
  productExtras: object = {},
) => ({
  product: {
    ...renderProduct(size),
    id: 40,
    sku: family.sku,
    name: family.name,
    url_key: family.sku.toLowerCase(),
    ...productExtras,
  },
  configurable_options: [
    { configurable_product_option_value_uid: family.optionUid, value_label: family.label },
  ],
  configured_variant: renderProduct(size),
})

export const renderCart = (cart: FakeCart, products: FakeProduct[]): RawCart => ({
  id: cart.id,
  total_quantity: cart.items.reduce((sum, item) => sum + item.quantity, 0),
  items: cart.items.map((item) => {
    const product = products.find((p) => p.sku === item.sku) ?? products[0]!
    const family = product.family
    return {
      uid: item.uid,
      quantity: item.quantity,
      // Magento's ConfigurableCartItem: the family as `product`, the size beside it.
      ...(family
        ? renderConfigured(product, family, { crosssell_products: [] })
        : {
            product: {
              ...renderProduct(product),
              url_key: product.sku.toLowerCase(),
              crosssell_products: renderCrossSells(product, products),
            },
          }),
      prices: {
        price_including_tax: eur(product.price),
        row_total_including_tax: eur(product.price * item.quantity),
      },
      errors: null,
    }
  }),
  applied_coupons: cart.coupons.map((code) => ({ code })),
  prices: renderPrices(cart, products),
  shipping_addresses: cart.address
    ? [{ country: { code: cart.address.country }, postcode: cart.address.postcode }]
    : [],
})

/** A customer's wishlist (./fake-shop-wishlists.ts answers and changes it). */
export interface FakeWishlist {
  id: number
  items: { id: number; sku: string; quantity: number }[]
}

/** A product review, approved or pending (./fake-shop-reviews.ts lists and adds them). */
export interface FakeReview {
  sku: string
  nickname: string
  summary: string
  text: string
  rating: number
  createdAt: string
  approved: boolean
  /** The customer token it was written with; null for a guest. */
  customer: string | null
  /** The store view it was written in; absent: the client's own (the page's). */
  storeView?: string
}

/** The fake shop's data, which its resolvers (./fake-shop-resolvers.ts) read and change. */
export interface FakeAccount {
  password: string
  token: string
  firstname: string
  lastname: string
  /** The address book (./fake-shop-addresses.ts); none until the first is saved. */
  addresses?: RawCustomerAddress[]
}

export interface FakeShopState {
  products: FakeProduct[]
  carts: Map<string, FakeCart>
  /** Valid customer tokens. */
  customers: Set<string>
  /** Registered customers by email; generateCustomerToken answers with their one token. */
  accounts: Map<string, FakeAccount>
  /** Past orders by number: the SKUs and quantities reorderItems puts back. */
  orders: Map<string, { sku: string; quantity: number }[]>
  nextId: number
  /** Wishlists by customer token (./fake-shop-wishlists.ts), made with the first use. */
  wishlists?: Map<string, FakeWishlist>
  /** Product reviews, approved and pending (./fake-shop-reviews.ts); none until a test adds them. */
  reviews?: FakeReview[]
  /**
   * A shop whose mergeCarts moves the items only and keeps the customer cart's coupon (a
   * customised merge); by default it merges as Magento's Quote::merge does.
   */
  mergeMovesItemsOnly?: boolean
}
