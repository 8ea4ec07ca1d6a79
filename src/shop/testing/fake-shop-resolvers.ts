import type { ShopVariables } from '../client/shop-result'
import { addressResolvers } from './fake-shop-addresses'
import { productReviewsAnswer, reviewResolvers } from './fake-shop-reviews'
import { renderWishlists, wishlistResolvers } from './fake-shop-wishlists'
import {
  type FakeShopState,
  COUPONS,
  FakeShopError,
  GUEST_ONLY_COUPONS,
  goodsOf,
  renderCart,
  renderFamily,
  renderPrices,
  renderProduct,
  shippingRate,
  type FakeCart,
} from './fake-shop-model'

/** The fake shop's resolvers, by operation name, with Magento's categories and wording. */
/** `storeView`: the one a call named for itself (ShopCallOptions), null for the client's own. */
type Resolver = (
  state: FakeShopState,
  variables: ShopVariables,
  token: string | null,
  storeView: string | null,
) => unknown

const text = (value: unknown) => String(value ?? '')
const SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.'
const raise = (category: string, message: string, path: string[]): never => {
  throw new FakeShopError(category, message, path)
}

/** Magento's access rule: a guest cart for anyone, a customer cart for its owner only. */
const cartFor = (state: FakeShopState, id: string, token: string | null, path: string) => {
  const cart = state.carts.get(id)
  if (!cart) return raise('graphql-no-such-entity', `Could not find a cart with ID "${id}"`, [path])
  if (cart.owner !== null && cart.owner !== token)
    raise('graphql-authorization', `The current user cannot perform operations on cart "${id}"`, [
      path,
    ])
  return cart
}

const customer = (state: FakeShopState, token: string | null, path: string) => {
  if (!token || !state.customers.has(token))
    raise('graphql-authorization', "The current customer isn't authorized.", [path])
  return token as string
}

const newCart = (state: FakeShopState, owner: string | null): FakeCart => {
  const cart: FakeCart = {
    id: `cart${state.nextId++}`,
    owner,
    items: [],
    coupons: [],
    address: null,
  }
  state.carts.set(cart.id, cart)
  return cart
}

const customerCart = (state: FakeShopState, token: string) =>
  [...state.carts.values()].find((cart) => cart.owner === token) ?? newCart(state, token)

interface FakeCartItemInput {
  sku: string
  quantity: number
  selected_options?: string[]
}

/** A cart line or order line again as an input: a family's size with its family and option. */
const lineInput = (state: FakeShopState, line: { sku: string; quantity: number }) => {
  const family = state.products.find((entry) => entry.sku === line.sku)?.family
  return family
    ? { sku: family.sku, quantity: line.quantity, selected_options: [family.optionUid] }
    : line
}

const addItem = (
  state: FakeShopState,
  cart: FakeCart,
  { sku: given, quantity, selected_options: options }: FakeCartItemInput,
) => {
  // A family's size comes as the family's sku with the size's option, as Magento takes it.
  const family = state.products.filter((entry) => entry.family?.sku === given)
  if (family.length > 0 && !options?.length)
    return { code: 'UNDEFINED', message: 'You need to choose options for your item.' }
  const product = options?.length
    ? family.find((entry) => entry.family?.optionUid === options[0])
    : state.products.find((entry) => entry.sku === given && !entry.family)
  if (!product)
    return { code: 'PRODUCT_NOT_FOUND', message: `Could not find a product with SKU "${given}"` }
  const sku = product.sku
  if (product.inStock === false)
    return { code: 'INSUFFICIENT_STOCK', message: 'This product is out of stock.' }
  const existing = cart.items.find((item) => item.sku === sku)
  if (existing) existing.quantity += quantity
  else cart.items.push({ uid: `item${state.nextId++}`, sku, quantity })
  return null
}

const estimateAddress = (variables: ShopVariables) => ({
  country: text(variables['countryCode']),
  postcode: text(variables['postcode']),
})

export const fakeResolvers: Record<string, Resolver> = {
  cart: (state, v, token) => ({
    cart: renderCart(cartFor(state, text(v['cartId']), token, 'cart'), state.products),
  }),
  customerCart: (state, _, token) => ({
    customerCart: renderCart(
      customerCart(state, customer(state, token, 'customerCart')),
      state.products,
    ),
  }),
  createGuestCart: (state, _, token) => {
    if (token)
      raise('graphql-input', 'Use `Query.customerCart` for logged in customer.', [
        'createGuestCart',
      ])
    return { createGuestCart: { cart: { id: newCart(state, null).id } } }
  },
  addProductsToCart: (state, v, token) => {
    const cart = cartFor(state, text(v['cartId']), token, 'addProductsToCart')
    const items = v['cartItems'] as FakeCartItemInput[]
    const errors = items.map((item) => addItem(state, cart, item)).filter(Boolean)
    return { addProductsToCart: { cart: renderCart(cart, state.products), user_errors: errors } }
  },
  updateCartItems: (state, v, token) => {
    const cart = cartFor(state, text(v['cartId']), token, 'updateCartItems')
    for (const change of v['cartItems'] as { cart_item_uid: string; quantity: number }[]) {
      const item = cart.items.find((entry) => entry.uid === change.cart_item_uid)
      if (!item)
        raise('graphql-no-such-entity', 'The cart item was not found.', ['updateCartItems'])
      else item.quantity = change.quantity
    }
    cart.items = cart.items.filter((item) => item.quantity > 0)
    return { updateCartItems: { cart: renderCart(cart, state.products), errors: [] } }
  },
  removeItemFromCart: (state, v, token) => {
    const cart = cartFor(state, text(v['cartId']), token, 'removeItemFromCart')
    cart.items = cart.items.filter((item) => item.uid !== v['itemUid'])
    return { removeItemFromCart: { cart: renderCart(cart, state.products) } }
  },
  applyCouponToCart: (state, v, token) => {
    const cart = cartFor(state, text(v['cartId']), token, 'applyCouponToCart')
    const code = text(v['couponCode'])
    // Magento answers a code whose rule does not hold for this customer as an unknown one.
    if (!(code in COUPONS) || (cart.owner !== null && GUEST_ONLY_COUPONS.has(code)))
      raise('graphql-input', "The coupon code isn't valid. Verify the code and try again.", [
        'applyCouponToCart',
      ])
    cart.coupons = [code]
    return { applyCouponToCart: { cart: renderCart(cart, state.products) } }
  },
  removeCouponFromCart: (state, v, token) => {
    const cart = cartFor(state, text(v['cartId']), token, 'removeCouponFromCart')
    cart.coupons = []
    return { removeCouponFromCart: { cart: renderCart(cart, state.products) } }
  },
  mergeCarts: (state, v, token) => {
    const owner = customer(state, token, 'mergeCarts')
    const source = cartFor(state, text(v['sourceCartId']), token, 'mergeCarts')
    const target = v['destinationCartId']
      ? cartFor(state, text(v['destinationCartId']), token, 'mergeCarts')
      : customerCart(state, owner)
    for (const item of source.items) addItem(state, target, lineInput(state, item))
    // Quote::merge sets the guest cart's code on the customer's; the totals then drop a code
    // whose rule does not hold for the customer, silently.
    if (!state.mergeMovesItemsOnly && source.coupons.length > 0) target.coupons = source.coupons
    target.coupons = target.coupons.filter((code) => !GUEST_ONLY_COUPONS.has(code))
    state.carts.delete(source.id)
    return { mergeCarts: renderCart(target, state.products) }
  },
  reorderItems: (state, v, token) => {
    const cart = customerCart(state, customer(state, token, 'reorderItems'))
    const lines = state.orders.get(text(v['orderNumber'])) ?? []
    const errors = lines
      .map((line) => addItem(state, cart, lineInput(state, line)))
      .flatMap((error) => (error ? [{ ...error, path: ['orderNumber'] }] : []))
    return { reorderItems: { cart: renderCart(cart, state.products), userInputErrors: errors } }
  },
  estimateShippingMethods: (state, v, token) => {
    const cart = cartFor(state, text(v['cartId']), token, 'estimateShippingMethods')
    const rate = shippingRate(estimateAddress(v).country, goodsOf(cart, state.products))
    if (rate === null) return { estimateShippingMethods: [] }
    const money = { value: rate, currency: 'EUR' }
    const method = { carrier_code: 'flatrate', carrier_title: 'DHL', method_code: 'flatrate' }
    return {
      estimateShippingMethods: [
        {
          ...method,
          method_title: 'Standard',
          available: true,
          amount: money,
          price_incl_tax: money,
          price_excl_tax: money,
        },
      ],
    }
  },
  estimateTotals: (state, v, token) => {
    const cart = cartFor(state, text(v['cartId']), token, 'estimateTotals')
    const rate = shippingRate(estimateAddress(v).country, goodsOf(cart, state.products)) ?? 0
    return {
      estimateTotals: { cart: { id: cart.id, prices: renderPrices(cart, state.products, rate) } },
    }
  },
  // A product's reviews are asked for by SKU (./fake-shop-reviews.ts); the catalogue by category.
  products: (state, v, _token, storeView) => {
    // The page's products by sku (operations/products-by-sku.ts), or one product's reviews.
    if (Array.isArray(v['skus'])) {
      const skus: unknown[] = v['skus']
      const items = state.products.filter((product) => skus.includes(product.sku))
      // A family by its own sku, with its sizes as variants.
      const families = [...new Set(state.products.map((product) => product.family?.sku))]
        .filter((sku) => sku !== undefined && skus.includes(sku))
        .map((sku) => renderFamily(state.products.filter((size) => size.family?.sku === sku)))
      return { products: { items: [...items.map(renderProduct), ...families] } }
    }
    return v['sku'] === undefined
      ? { products: { items: state.products.map(renderProduct) } }
      : productReviewsAnswer(state, v, storeView)
  },
  generateCustomerToken: (state, v) => {
    const account = state.accounts.get(text(v['email']))
    if (!account || account.password !== text(v['password']))
      raise('graphql-authentication', SIGN_IN_FAILED, ['generateCustomerToken'])
    state.customers.add(account!.token)
    return { generateCustomerToken: { token: account!.token } }
  },
  revokeCustomerToken: (state, _, token) => {
    state.customers.delete(customer(state, token, 'revokeCustomerToken'))
    return { revokeCustomerToken: { result: true } }
  },
  customer: (state, _, token) => {
    const owner = customer(state, token, 'customer')
    const [email, account] = [...state.accounts].find(([, entry]) => entry.token === owner) ?? []
    return {
      customer: {
        email,
        firstname: account?.firstname,
        lastname: account?.lastname,
        addresses: account?.addresses ?? [],
        // Answered for every `customer` query (only the wishlist's selection reads it); none
        // before the first use, as Magento, and read without creating one.
        wishlists: renderWishlists(state, owner),
      },
    }
  },
  // Magento checks the current password and answers an authentication error for a wrong one.
  updateCustomerEmail: (state, v, token) => {
    const owner = customer(state, token, 'updateCustomerEmail')
    const [email, account] = [...state.accounts].find(([, entry]) => entry.token === owner) ?? []
    if (!email || !account || account.password !== text(v['password']))
      raise('graphql-authentication', 'Invalid login or password.', ['updateCustomerEmail'])
    state.accounts.delete(email!)
    state.accounts.set(text(v['email']), account!)
    const { firstname, lastname } = account!
    return { updateCustomerEmail: { customer: { firstname, lastname, email: text(v['email']) } } }
  },
  ...addressResolvers,
  ...wishlistResolvers,
  ...reviewResolvers,
}
