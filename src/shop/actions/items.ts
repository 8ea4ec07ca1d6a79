import { showUserErrors } from '../errors/translate'
import { addProductsToCart, type CartItemInput } from '../operations/add-products-to-cart'
import { cartItemInputOf } from '../catalogue/pack-sizes'
import type { ConfiguredSize } from '../types'
import { createGuestCart } from '../operations/create-guest-cart'
import { fetchCustomerCart } from '../operations/customer-cart'
import { removeItemFromCart } from '../operations/remove-item-from-cart'
import { reorderItems } from '../operations/reorder-items'
import { updateCartItems } from '../operations/update-cart-items'
import { withShopCart } from '../store/cart-state'
import { checkOrderNumber, checkQuantity, checkSku } from '../validation'
import { notify, type ActionContext } from './context'

/**
 * The cart id to add to: the held one, else a new guest cart (SPEC.md section 4). A logged-in
 * customer without a held id gets the customer cart instead: Magento refuses createGuestCart
 * for customers.
 */
const cartIdForAdding = async (context: ActionContext): Promise<string | null> => {
  const held = context.cart.getState().id
  if (held) return held
  if (context.session.token()) {
    const customer = await fetchCustomerCart(context.client)
    if (!customer.ok) return context.fail(customer.error).then(() => null)
    context.cart.setState((state) => withShopCart(state, customer.data, 'customer'))
    return customer.data.id
  }
  const created = await createGuestCart(context.client)
  if (!created.ok) return context.fail(created.error).then(() => null)
  // Kept at once (and persisted), so a failing add does not create a second cart next time.
  context.cart.setState({ id: created.data, type: 'guest' })
  return created.data
}

const add = async (
  context: ActionContext,
  item: CartItemInput,
  retry: boolean,
): Promise<boolean> => {
  const cartId = await cartIdForAdding(context)
  if (!cartId) return false
  const result = await addProductsToCart(context.client, cartId, [item])
  if (!result.ok) {
    const outcome = await context.fail(result.error)
    // The cart expired and was re-initialised: the shopper's click goes to the new cart, once.
    return outcome === 'cart-expired' && retry ? add(context, item, false) : false
  }
  context.cart.setState((state) => withShopCart(state, result.data.cart))
  if (result.data.userErrors.length > 0) {
    showUserErrors(context.messages, context.texts(), result.data.userErrors)
    return false
  }
  context.cart.setState({ active: true })
  notify(context, 'message.cart.add', 'success')
  return true
}

/** What a shopper adds: a product by its sku, a family's size with the family's sku and option. */
export interface AddToCartInput {
  sku: string
  quantity: number
  configured?: ConfiguredSize | undefined
}

// An async function that awaits its work: a failure's stack names it ('at async addToCart').
export const addToCart = async (
  context: ActionContext,
  input: AddToCartInput,
): Promise<boolean> => {
  const sku = checkSku(input.sku)
  if (!sku.ok) return context.invalid(sku.field)
  const quantity = checkQuantity(input.quantity)
  if (!quantity.ok) return context.invalid(quantity.field)
  const parentSku = input.configured ? checkSku(input.configured.parentSku) : null
  if (parentSku && !parentSku.ok) return context.invalid(parentSku.field)
  // A family's size goes to the shop as the family's sku with the size's option; analytics
  // still hear the size's own sku, the product the shopper chose.
  const item = cartItemInputOf({ sku: sku.value, configured: input.configured }, quantity.value)
  return await context.track(async () => {
    const added = await add(context, item, true)
    if (added) context.onAdded?.({ sku: sku.value, quantity: quantity.value })
    return added
  })
}

export const updateQuantity = async (context: ActionContext, itemId: string, quantity: number) => {
  const checked = checkQuantity(quantity)
  if (!checked.ok) return context.invalid(checked.field)
  const cartId = context.cart.getState().id
  if (!cartId) return false
  return await context.track(async () => {
    const items = [{ uid: itemId, quantity: checked.value }]
    const result = await updateCartItems(context.client, cartId, items)
    if (!result.ok) return context.fail(result.error).then(() => false)
    context.cart.setState((state) => withShopCart(state, result.data.cart))
    showUserErrors(context.messages, context.texts(), result.data.userErrors)
    return result.data.userErrors.length === 0
  })
}

export const removeItem = async (context: ActionContext, itemId: string) => {
  const cartId = context.cart.getState().id
  if (!cartId) return false
  return await context.track(async () => {
    const result = await removeItemFromCart(context.client, cartId, itemId)
    if (!result.ok) return context.fail(result.error).then(() => false)
    context.cart.setState((state) => withShopCart(state, result.data))
    notify(context, 'message.cart.remove', 'info')
    return true
  })
}

/** A past order's items into the customer's cart; items that cannot be added are reported. */
export const reorder = async (context: ActionContext, orderNumber: string) => {
  const checked = checkOrderNumber(orderNumber)
  if (!checked.ok) return context.invalid(checked.field)
  return await context.track(async () => {
    const result = await reorderItems(context.client, checked.value)
    if (!result.ok) return context.fail(result.error).then(() => false)
    context.cart.setState((state) => ({
      ...withShopCart(state, result.data.cart, 'customer'),
      active: true,
    }))
    showUserErrors(context.messages, context.texts(), result.data.userErrors)
    return result.data.userErrors.length === 0
  })
}
