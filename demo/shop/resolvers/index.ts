import { addressResolvers } from './addresses'
import { cartMutationResolvers } from './cart-mutations'
import { cartQueryResolvers } from './cart-query'
import { categoryResolvers } from './categories'
import { couponResolvers } from './coupons'
import { customerResolvers } from './customer'
import { customerAccountResolvers } from './customer-account'
import { orderResolvers } from './orders'
import { productResolvers } from './products'
import { returnResolvers } from './returns'
import { reviewResolvers } from './reviews'
import { shippingResolvers } from './shipping'
import { totalsResolvers } from './totals'
import type { ResolverMap } from './types'
import { wishlistResolvers } from './wishlists'

const maps: ResolverMap[] = [
  productResolvers,
  categoryResolvers,
  cartQueryResolvers,
  cartMutationResolvers,
  couponResolvers,
  shippingResolvers,
  totalsResolvers,
  customerResolvers,
  customerAccountResolvers,
  orderResolvers,
  returnResolvers,
  addressResolvers,
  reviewResolvers,
  wishlistResolvers,
]

/** Every field resolver of the shop, by type: { Query: {...}, Mutation: {...} }. */
export const RESOLVERS: ResolverMap = {}
for (const map of maps) {
  for (const [type, fields] of Object.entries(map)) {
    RESOLVERS[type] = { ...RESOLVERS[type], ...fields }
  }
}

const productType = (value: unknown) =>
  (value as { type_id?: string }).type_id === 'configurable'
    ? 'ConfigurableProduct'
    : 'SimpleProduct'

/** A cart or wishlist line of a pack-size family carries its variant (domain/pack-sizes.ts). */
const configured = (value: unknown) =>
  (value as { configured_variant?: unknown }).configured_variant !== undefined

/**
 * The concrete type of each abstract value the resolvers return: simple products and the
 * pack-size families' configurable ones, category trees, simple and configurable cart,
 * wishlist and order items, shipping addresses.
 */
export const TYPE_RESOLVERS: Readonly<Record<string, (value: unknown) => string>> = {
  ProductInterface: productType,
  PhysicalProductInterface: productType,
  CustomizableProductInterface: productType,
  RoutableInterface: productType,
  CategoryInterface: () => 'CategoryTree',
  CartItemInterface: (value) => (configured(value) ? 'ConfigurableCartItem' : 'SimpleCartItem'),
  CartAddressInterface: () => 'ShippingCartAddress',
  MediaGalleryInterface: () => 'ProductImage',
  OrderItemInterface: (value) =>
    (value as { product_type?: string }).product_type === 'configurable'
      ? 'ConfigurableOrderItem'
      : 'OrderItem',
  WishlistItemInterface: (value) =>
    configured(value) ? 'ConfigurableWishlistItem' : 'SimpleWishlistItem',
  AttributeValueInterface: (value) =>
    'selected_options' in (value as object) ? 'AttributeSelectedOptions' : 'AttributeValue',
  AttributeSelectedOptionInterface: () => 'AttributeSelectedOption',
  Error: (value) =>
    (value as { code?: string }).code === 'INSUFFICIENT_STOCK'
      ? 'InsufficientStockError'
      : 'CartUserInputError',
}
